-- SMS / WhatsApp: each delivered MessageSid once (idempotency), numbers that sent STOP, and the
-- user's own switch for the channel on their number.
create table inbound_messages (
  message_sid text primary key,
  user_id integer references users(id) on delete cascade,
  channel text not null,
  reply text,
  created_at timestamptz not null default now()
);
create index inbound_messages_user_idx on inbound_messages (user_id);

create table messaging_opt_outs (
  phone_number text primary key,
  opted_out_at timestamptz not null default now()
);

alter table users add column messaging_enabled boolean not null default true;
