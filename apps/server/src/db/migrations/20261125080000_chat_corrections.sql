-- One-tap corrections (issue 16). A recording message keeps the engine's doubts about what it
-- recorded (`reviews`: [{ transactionId, field: 'type'|'category', alternative: { type, categoryId } }],
-- null when it had none), so the conversation shows them again after a reload until the user flips
-- or confirms the card. `corrected_at`/`correction_kind` say that something the message recorded was
-- corrected afterwards (by a tap, or by a later correction, deletion or undo in the chat): the first
-- correction is kept, and the admin correction rate counts these rows.
alter table chat_analytics add column reviews jsonb;
alter table chat_analytics add column corrected_at timestamp with time zone;
alter table chat_analytics add column correction_kind text
  check (correction_kind in ('type', 'category', 'amount', 'date', 'description', 'delete', 'undo'));
-- A change to a transaction finds the message that recorded it.
create index chat_analytics_transaction_ids_idx on chat_analytics using gin (transaction_ids);
-- The message a write marked as corrected (when it was the first correction), so undo unmarks it.
alter table transaction_actions add column corrected_message_id integer;
