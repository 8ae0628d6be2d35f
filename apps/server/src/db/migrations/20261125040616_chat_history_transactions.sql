-- The chat page reloads its conversation from the server: each message keeps the ids of the
-- transactions it recorded (its cards). Ids, not a foreign key: a transaction deleted since simply
-- has no card, and the message stays. The history is paged newest first per user and channel.
alter table chat_analytics add column transaction_ids integer[] not null default '{}';
create index chat_analytics_user_channel_id_idx on chat_analytics (user_id, channel, id);
