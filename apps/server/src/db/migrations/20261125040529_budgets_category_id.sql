-- Budgets point at their category by id (a renamed category keeps its budgets), at most one active
-- budget per category and period is a database rule, and a budget alert has one row per budget and
-- kind (so it can be fired with one conditional upsert). Keep src/db/schema.ts in step.

alter table budgets add column category_id integer references categories (id) on delete cascade;

-- Backfill: the user's expense category of that name (any case, active or not)...
update budgets b
set category_id = c.id
from categories c
where c.user_id = b.user_id and c.type = 'expense' and lower(c.name) = lower(trim(b.category));

-- ...or the one a synonym names (packages/shared/src/categories.ts CATEGORY_SYNONYMS).
update budgets b
set category_id = c.id
from categories c,
  (values ('food', 'dining'), ('transport', 'transportation'), ('health', 'healthcare'), ('utilities', 'bills')) as s (word, name)
where b.category_id is null
  and lower(trim(b.category)) = s.word
  and c.user_id = b.user_id and c.type = 'expense' and lower(c.name) = s.name;

-- A budget whose category was renamed before this migration names no category any more: give it back
-- a category of that name rather than lose the budget (the user can rename or remove it).
insert into categories (user_id, name, type)
select distinct on (b.user_id, lower(trim(b.category))) b.user_id, trim(b.category), 'expense'
from budgets b
where b.category_id is null
order by b.user_id, lower(trim(b.category)), b.id
on conflict do nothing;

update budgets b
set category_id = c.id
from categories c
where b.category_id is null and c.user_id = b.user_id and c.type = 'expense' and lower(c.name) = lower(trim(b.category));

alter table budgets alter column category_id set not null;
alter table budgets drop column category;

-- Duplicates made by races (or by two spellings of one category) before the rule: the most recently
-- updated stays active.
update budgets b
set is_active = false, updated_at = now()
where b.is_active and exists (
  select 1 from budgets o
  where o.category_id = b.category_id and o.period = b.period and o.is_active and o.id <> b.id
    and (o.updated_at, o.id) > (b.updated_at, b.id)
);

create unique index budgets_category_period_active_unique on budgets (category_id, period) where is_active;
create index budgets_category_idx on budgets (category_id);

-- One alert row per budget and kind: the most recently fired one stays.
delete from budget_alerts a
using budget_alerts o
where o.budget_id = a.budget_id and o.alert_type = a.alert_type and o.id <> a.id
  and (coalesce(o.last_triggered, '-infinity'), o.id) > (coalesce(a.last_triggered, '-infinity'), a.id);

drop index budget_alerts_budget_idx;
create unique index budget_alerts_budget_type_unique on budget_alerts (budget_id, alert_type);
