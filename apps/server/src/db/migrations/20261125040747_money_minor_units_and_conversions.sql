-- ISO 4217 minor units (JPY 0, KWD 3, most 2) and explicit conversions.
--
-- 1. Amounts keep their currency's own decimals. numeric(10,2) could not hold KWD 12.345; the
--    columns become numeric with at most 3 decimals (checked), and each value keeps the scale it was
--    written with, so the API reads back "1500" for JPY, "12.50" for USD and "12.345" for KWD.
alter table transactions alter column amount type numeric;
alter table transactions alter column historical_converted_amount type numeric;
alter table budgets alter column amount type numeric;

-- Whole-unit and three-decimal currencies drop or gain the padding numeric(10,2) gave them; a value
-- that does not fit its currency (JPY 1500.50 written before the rule) is kept as it is.
update transactions set amount = round(amount, case currency
    when 'BIF' then 0 when 'CLP' then 0 when 'DJF' then 0 when 'GNF' then 0 when 'ISK' then 0 when 'JPY' then 0
    when 'KMF' then 0 when 'KRW' then 0 when 'PYG' then 0 when 'RWF' then 0 when 'UGX' then 0 when 'VND' then 0
    when 'VUV' then 0 when 'XAF' then 0 when 'XOF' then 0 when 'XPF' then 0
    when 'BHD' then 3 when 'IQD' then 3 when 'JOD' then 3 when 'KWD' then 3 when 'LYD' then 3 when 'OMR' then 3
    when 'TND' then 3 else 2 end)
  where (currency in ('BIF','CLP','DJF','GNF','ISK','JPY','KMF','KRW','PYG','RWF','UGX','VND','VUV','XAF','XOF','XPF')
         and amount = round(amount, 0))
     or currency in ('BHD','IQD','JOD','KWD','LYD','OMR','TND');
update budgets set amount = round(amount, 0)
  where currency in ('BIF','CLP','DJF','GNF','ISK','JPY','KMF','KRW','PYG','RWF','UGX','VND','VUV','XAF','XOF','XPF')
    and amount = round(amount, 0);
update budgets set amount = round(amount, 3) where currency in ('BHD','IQD','JOD','KWD','LYD','OMR','TND');

alter table transactions add constraint transactions_amount_scale check (amount = round(amount, 3) and amount < 100000000);
alter table transactions add constraint transactions_converted_scale
  check (historical_converted_amount = round(historical_converted_amount, 3) and abs(historical_converted_amount) < 100000000000000);
alter table budgets add constraint budgets_amount_scale check (amount = round(amount, 3) and amount < 100000000);

-- 2. A stored conversion always exists: rate 1 and the amount itself in the preferred currency. A
--    NULL converted amount now means exactly "no rate was known", and then the rate is NULL too.
update transactions t set historical_exchange_rate = 1, historical_converted_amount = t.amount
  from users u where u.id = t.user_id and t.currency = u.preferred_currency;
-- Converted amounts are derived data, rounded to the preferred currency's minor units.
update transactions t set historical_converted_amount = round(t.historical_converted_amount, 0)
  from users u where u.id = t.user_id and t.currency <> u.preferred_currency
    and u.preferred_currency in ('BIF','CLP','DJF','GNF','ISK','JPY','KMF','KRW','PYG','RWF','UGX','VND','VUV','XAF','XOF','XPF');
update transactions set historical_exchange_rate = null where historical_converted_amount is null;
update transactions set historical_converted_amount = null where historical_exchange_rate is null;
alter table transactions add constraint transactions_conversion_pair
  check ((historical_converted_amount is null) = (historical_exchange_rate is null));
