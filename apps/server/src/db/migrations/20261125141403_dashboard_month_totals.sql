-- The dashboard's sums, kept by the database per month (issue 18). Every period the dashboard shows
-- (this month, quarter, year, all time), its six-month series and its tag ranking of the month are
-- whole calendar months, so a user's figures are sums of a few rows per month here instead of a scan
-- of every transaction: at 1,000,000 transactions "all" read 1M rows (1.5-2 s on PostgreSQL).
--
-- Exact by construction: statement-level triggers on transactions add what a statement wrote and
-- subtract what it removed, whatever wrote it (the API, a statement import's one insert, a recurring
-- run, a new preferred currency or new rates rewriting the converted amounts, an account's cascade).
--
-- value_scale is the scale of the converted amount (-1 when it is NULL: no rate, counted apart and left
-- out of the sums). Keeping it in the key keeps every row's total at that one scale, so a sum read from
-- here prints exactly as the sum over the transactions would ("1500" for JPY, "12.50" for USD), even
-- after amounts of another scale were added and taken away again. Rows that fall to zero are deleted.
create table transaction_month_totals (
  user_id integer not null references users(id) on delete cascade,
  month date not null,
  type text not null,
  category_id integer not null,
  value_scale integer not null,
  total numeric,
  tx_count integer not null,
  primary key (user_id, month, type, category_id, value_scale)
);
create index transaction_month_totals_empty_idx on transaction_month_totals (user_id) where tx_count = 0;

-- Expenses only (the ranking is of spending), one row per tag; a transaction counts once per tag.
create table expense_tag_month_totals (
  user_id integer not null references users(id) on delete cascade,
  month date not null,
  tag text not null,
  value_scale integer not null,
  total numeric,
  tx_count integer not null,
  primary key (user_id, month, tag, value_scale)
);
create index expense_tag_month_totals_empty_idx on expense_tag_month_totals (user_id) where tx_count = 0;

-- One function per trigger, made from one template: `changed` is the statement's rows with a sign
-- (+1 written, -1 removed; an update is both, so an edit that moves nothing the totals read nets to
-- zero and touches no row here). The function bodies are static SQL, so their plans are cached (with
-- EXECUTE each single-row write re-planned four statements: 5-8 ms a statement on a busy machine).
-- Groups are applied in key order, so two statements of one user lock the same rows in the same order.
-- A negative group with no row to land on can only come from a cascade of a deleted user whose rows
-- here went first: it is dropped (the users join).
do $do$
declare
  columns constant text := 'user_id, date_trunc(''month'', transaction_date::timestamp)::date as month, type, category_id, tags,
    historical_converted_amount as value, coalesce(scale(historical_converted_amount), -1) as value_scale';
  op text;
  changed text;
begin
  foreach op in array array['insert', 'update', 'delete'] loop
    changed := case op
      when 'insert' then format('select %s, 1 as sign from new_rows', columns)
      when 'delete' then format('select %s, -1 as sign from old_rows', columns)
      else format('select %s, 1 as sign from new_rows union all select %s, -1 as sign from old_rows', columns, columns)
    end;
    execute format($f$
      create function transactions_month_totals_%1$s() returns trigger language plpgsql as $fn$
      begin
        insert into transaction_month_totals as m (user_id, month, type, category_id, value_scale, total, tx_count)
        select g.* from (
          select user_id, month, type, category_id, value_scale, sum(sign * value) as total, sum(sign)::int as tx_count
          from (%2$s) c
          group by user_id, month, type, category_id, value_scale
          having sum(sign) <> 0 or sum(sign * value) <> 0
        ) g join users u on u.id = g.user_id
        order by g.user_id, g.month, g.type, g.category_id, g.value_scale
        on conflict (user_id, month, type, category_id, value_scale)
          do update set total = m.total + excluded.total, tx_count = m.tx_count + excluded.tx_count;

        insert into expense_tag_month_totals as m (user_id, month, tag, value_scale, total, tx_count)
        select g.* from (
          select user_id, month, tag, value_scale, sum(sign * value) as total, sum(sign)::int as tx_count
          from (%2$s) c cross join lateral unnest(c.tags) as tag
          where c.type = 'expense'
          group by user_id, month, tag, value_scale
          having sum(sign) <> 0 or sum(sign * value) <> 0
        ) g join users u on u.id = g.user_id
        order by g.user_id, g.month, g.tag, g.value_scale
        on conflict (user_id, month, tag, value_scale)
          do update set total = m.total + excluded.total, tx_count = m.tx_count + excluded.tx_count;
        %3$s
        return null;
      end
      $fn$$f$, op, changed,
      case when op = 'insert' then '' else format(
        'delete from transaction_month_totals m using (select distinct user_id from (%1$s) c) u where m.user_id = u.user_id and m.tx_count = 0;
         delete from expense_tag_month_totals m using (select distinct user_id from (%1$s) c) u where m.user_id = u.user_id and m.tx_count = 0;',
        changed) end);
  end loop;
end
$do$;

create trigger transactions_month_totals_insert after insert on transactions
  referencing new table as new_rows for each statement execute function transactions_month_totals_insert();
create trigger transactions_month_totals_update after update on transactions
  referencing old table as old_rows new table as new_rows for each statement execute function transactions_month_totals_update();
create trigger transactions_month_totals_delete after delete on transactions
  referencing old table as old_rows for each statement execute function transactions_month_totals_delete();

-- What is already there.
insert into transaction_month_totals (user_id, month, type, category_id, value_scale, total, tx_count)
select user_id, date_trunc('month', transaction_date::timestamp)::date, type, category_id,
       coalesce(scale(historical_converted_amount), -1), sum(historical_converted_amount), count(*)
from transactions
group by 1, 2, 3, 4, 5;

insert into expense_tag_month_totals (user_id, month, tag, value_scale, total, tx_count)
select user_id, date_trunc('month', transaction_date::timestamp)::date, tag,
       coalesce(scale(historical_converted_amount), -1), sum(historical_converted_amount), count(*)
from transactions cross join lateral unnest(tags) as tag
where type = 'expense'
group by 1, 2, 3, 4;
