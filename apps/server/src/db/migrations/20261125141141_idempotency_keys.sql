-- Idempotent writes (issue 18). A write sent with an Idempotency-Key header stores its answer here in
-- the same database transaction as the write itself, so a retry with the key (after a lost answer, a
-- timeout or a server crash) gets the first answer back instead of writing again. Keys are per user
-- and live 24 hours (older rows are ignored, then purged).
create table idempotency_keys (
  user_id integer not null references users(id) on delete cascade,
  key text not null,
  -- "POST /api/chat": the route the key was first used on.
  route text not null,
  -- sha256 of method, path with query, and body: the same key with another request is refused.
  request_hash text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamp with time zone not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
