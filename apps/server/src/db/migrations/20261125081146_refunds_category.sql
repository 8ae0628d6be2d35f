-- Refunds becomes a default income category (packages/shared/src/categories.ts): money that came back
-- (refunds, reimbursements, estornos, cashback) is income of its own kind. Existing users get it too,
-- unless they already have a category of that name, or of its Portuguese/Spanish name, of either type.

insert into categories (user_id, name, type, is_default)
select u.id, 'Refunds', 'income', true
from users u
where not exists (
  select 1 from categories c
  where c.user_id = u.id and lower(trim(c.name)) in ('refunds', 'refund', 'reembolsos', 'reembolso')
)
on conflict do nothing;
