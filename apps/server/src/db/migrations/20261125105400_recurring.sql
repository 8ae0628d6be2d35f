-- Recurring bills and income (issue 17): the rules, the ledger of their occurrences, the dismissed
-- suggestions, and the link from a transaction to the rule that recorded it.

create table recurring_rules (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  type text not null check (type in ('income', 'expense')),
  -- Exact, in the currency's own minor units, as transactions.amount.
  amount numeric not null,
  currency varchar(3) not null,
  category_id integer not null references categories(id) on delete cascade,
  description text not null,
  frequency text not null check (frequency in ('weekly', 'biweekly', 'monthly', 'yearly')),
  -- Monthly rules only: 1-31 (a shorter month uses its last day).
  day_of_month integer check (day_of_month between 1 and 31),
  start_date date not null,
  end_date date,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or end_date >= start_date)
);
create index recurring_rules_user_idx on recurring_rules (user_id, is_active);
create index recurring_rules_category_idx on recurring_rules (category_id);

-- One row per occurrence the rule has dealt with: the primary key is what makes each occurrence
-- recorded once, whatever instances run the job at the same time. 'pending' is an occurrence changed
-- ahead of its date (amount), 'skipped' one the user skipped, 'recorded' one that became a transaction.
create table recurring_occurrences (
  rule_id integer not null references recurring_rules(id) on delete cascade,
  occurrence_date date not null,
  status text not null check (status in ('pending', 'recorded', 'skipped')),
  amount numeric,
  transaction_id integer references transactions(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (rule_id, occurrence_date)
);
create index recurring_occurrences_transaction_idx on recurring_occurrences (transaction_id);

-- Suggestions the user said no to, by their stable key.
create table recurring_dismissals (
  user_id integer not null references users(id) on delete cascade,
  key text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

alter table transactions add column recurring_rule_id integer references recurring_rules(id) on delete set null;
create index transactions_recurring_rule_idx on transactions (recurring_rule_id) where recurring_rule_id is not null;
