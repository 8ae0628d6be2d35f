-- The dashboard's aggregates read only these columns by user and date: a covering index lets them
-- run as index-only scans instead of visiting scattered table pages.
drop index if exists transactions_user_date_idx;
create index transactions_user_date_idx on transactions (user_id, transaction_date)
  include (type, category_id, amount, historical_converted_amount);
