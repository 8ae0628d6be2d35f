-- The chat reads a session's last exchanges by user and session: with only (user_id, timestamp) a
-- new session's first message scanned every message the user ever sent (10 ms at 10,000 messages).
create index chat_analytics_user_session_time_idx on chat_analytics (user_id, session_id, "timestamp");
