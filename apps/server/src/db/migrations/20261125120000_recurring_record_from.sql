-- A rule records its occurrences from this instant's day on: the day it was made, or the day it was
-- switched back on or given another schedule. Resuming a paused gym rule in May must not record the
-- February to April charges; moving rent from the 1st to the 5th must not record six past 5ths.
alter table recurring_rules add column record_from timestamp with time zone;
update recurring_rules set record_from = created_at;
alter table recurring_rules alter column record_from set not null;
alter table recurring_rules alter column record_from set default now();
