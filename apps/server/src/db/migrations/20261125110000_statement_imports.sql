-- Statement import (issue 17). An upload is kept as a preview until the user confirms it (or it
-- expires): the file itself, base64 (a CSV may still need its columns mapped), and the preview's rows.
-- Confirmed, the file and rows are dropped and the row stays as the record of the import.
create table statement_imports (
  id uuid primary key,
  user_id integer not null references users(id) on delete cascade,
  file_name text not null,
  format text not null check (format in ('ofx', 'qif', 'camt', 'csv')),
  layout text,
  -- The CSV header's key: a mapping the user confirms is remembered under it.
  header_key text,
  mapping jsonb,
  content text,
  rows jsonb,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  confirmed_at timestamp with time zone,
  imported_count integer
);
create index statement_imports_user_idx on statement_imports (user_id, created_at);
create index statement_imports_expires_idx on statement_imports (expires_at) where confirmed_at is null;

-- A user's confirmed CSV column mappings, by header.
create table import_mappings (
  user_id integer not null references users(id) on delete cascade,
  header_key text not null,
  mapping jsonb not null,
  updated_at timestamp with time zone not null default now(),
  primary key (user_id, header_key)
);

-- An imported transaction keeps the key of its bank row (the bank's id, or a hash of date, amount and
-- description), so the same bank row is never imported twice; typed transactions have none (NULLs
-- never conflict in a unique index).
alter table transactions add column import_key text;
alter table transactions add column import_id uuid references statement_imports(id) on delete set null;
create unique index transactions_user_import_key_idx on transactions (user_id, import_key);
