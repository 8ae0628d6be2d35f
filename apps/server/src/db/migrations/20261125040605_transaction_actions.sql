-- The log that "undo" walks back: each write to a user's transactions (chat or API) with what it
-- changed. `previous` holds what a correction overwrote (one object) or the rows a deletion removed
-- (an array); `learned_rule` the category rule a correction taught, so undo can take it back.
create table transaction_actions (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  kind text not null check (kind in ('create', 'update', 'delete')),
  source text not null check (source in ('chat', 'api')),
  transaction_ids integer[] not null,
  previous jsonb,
  learned_rule jsonb,
  created_at timestamp with time zone not null default now()
);
-- Undo reads a user's latest action; old actions are trimmed per user.
create index transaction_actions_user_idx on transaction_actions (user_id, id);
