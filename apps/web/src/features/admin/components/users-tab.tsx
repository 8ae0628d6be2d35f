import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, BadgeCheck, Pencil, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserSort, SortOrder } from '@tally/shared/admin';
import { LANGUAGES } from '@tally/shared/languages';
import { formatPhoneForDisplay } from '@tally/shared/phone-format';
import type { AdminUser } from '@tally/shared/schemas/admin';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/input';
import { cn, mergeClasses } from '../../../lib/cn';
import { useAdminUsersQuery } from '../api/get-admin-users';
import { formatCount, formatDate } from '../format';
import { useSessionEndOnQueryError } from '../hooks/use-admin-error-handler';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { useFormats } from '../../../lib/format';

/** Columns in the spec's order; `sort` is the server's sort key (the status column sorts by last activity). */
const COLUMNS = [
  { id: 'id', sort: 'id' },
  { id: 'phone', sort: 'phone' },
  { id: 'email', sort: 'email' },
  { id: 'name', sort: 'name' },
  { id: 'currency', sort: 'currency' },
  { id: 'language', sort: 'language' },
  { id: 'transactions', sort: 'transactionCount' },
  { id: 'createdAt', sort: 'createdAt' },
  { id: 'status', sort: 'lastActiveAt' },
] as const satisfies readonly { id: string; sort: AdminUserSort }[];

/** Numbers and dates read best largest/newest first; text A to Z. */
const FIRST_ORDER: Record<AdminUserSort, SortOrder> = {
  id: 'asc',
  phone: 'asc',
  email: 'asc',
  name: 'asc',
  currency: 'asc',
  language: 'asc',
  transactionCount: 'desc',
  createdAt: 'desc',
  lastActiveAt: 'desc',
};

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
const displayName = (user: AdminUser) => user.name ?? user.phoneNumber;

export function UsersTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AdminUserSort>('createdAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const users = useAdminUsersQuery({ page, sort, order });
  useSessionEndOnQueryError(users.error);

  // A deletion can empty the last page: step back to the new last one.
  const data = users.data;
  useEffect(() => {
    if (data && data.users.length === 0 && data.page > 1) setPage(data.totalPages);
  }, [data]);

  const sortBy = (next: AdminUserSort) => {
    if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(next);
      setOrder(FIRST_ORDER[next]);
    }
    setPage(1);
  };

  if (!data) return <QueryState error={users.error} fallback={t('users.loadFailed')} onRetry={() => void users.refetch()} />;
  if (data.total === 0) return <EmptyState Icon={Users} title={t('users.emptyTitle')} description={t('users.emptyDescription')} />;

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  return (
    <section aria-label={t('users.title')}>
      <div className="mb-3 flex flex-wrap items-center gap-2 md:hidden">
        <label className="text-sm font-medium text-ink" htmlFor="admin-users-sort">
          {t('users.sortBy')}
        </label>
        <select
          id="admin-users-sort"
          className={mergeClasses(inputClasses, 'h-9 w-auto flex-1')}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as AdminUserSort;
            setSort(next);
            setOrder(FIRST_ORDER[next]);
            setPage(1);
          }}
        >
          {COLUMNS.map((column) => (
            <option key={column.id} value={column.sort}>
              {t(`users.columns.${column.id}`)}
            </option>
          ))}
        </select>
        <Button variant="outline" size="sm" onClick={() => sortBy(sort)} aria-label={t(order === 'asc' ? 'users.sortedAscending' : 'users.sortedDescending')}>
          {order === 'asc' ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
        </Button>
      </div>

      <Card className={cn('overflow-hidden', users.isPlaceholderData && 'opacity-60')}>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-slate-50 text-xs text-ink-muted uppercase">
              <tr>
                {COLUMNS.map((column) => {
                  const isSorted = sort === column.sort;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column.sort)}
                        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-1 uppercase hover:text-ink"
                      >
                        {t(`users.columns.${column.id}`)}
                        {!isSorted ? (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                        ) : order === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        )}
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('users.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.users.map((user) => (
                <UserTableRow key={user.id} user={user} {...actions} />
              ))}
            </tbody>
          </table>
        </div>
        <ul className="divide-y divide-line md:hidden">
          {data.users.map((user) => (
            <UserCard key={user.id} user={user} {...actions} />
          ))}
        </ul>
      </Card>
      <Pager page={data.page} totalPages={data.totalPages} total={data.total} label={t('users.pagerLabel')} onPageChange={setPage} />

      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

interface RowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

function EmailCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.email) return <span className="text-ink-subtle">{t('users.noEmail')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="break-all">{user.email}</span>
      {user.emailVerified && (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" className="size-3" />
          {t('users.verified')}
        </Badge>
      )}
    </span>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return user.isActive ? <Badge variant="success">{t('users.active')}</Badge> : <Badge variant="neutral">{t('users.inactive')}</Badge>;
}

function Totals({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useFormats();
  return (
    <div>
      <span className="font-medium text-ink tabular-nums">{formatCount(user.transactionCount, i18n.language)}</span>
      <div className="text-xs whitespace-nowrap text-ink-subtle tabular-nums">
        <div>{t('users.expenses', { amount: money(user.totalExpenses, user.preferredCurrency) })}</div>
        <div>{t('users.income', { amount: money(user.totalIncome, user.preferredCurrency) })}</div>
      </div>
    </div>
  );
}

function RowActions({ user, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" className="size-9" aria-label={t('users.edit', { name })} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-red-600 hover:bg-red-50 hover:text-red-700"
        aria-label={t('users.delete', { name })}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function UserTableRow(props: RowProps) {
  const { user } = props;
  const { t, i18n } = useTranslation('admin');
  return (
    <tr className="align-top hover:bg-slate-50/60">
      <td className="px-3 py-3 text-ink-muted tabular-nums">{user.id}</td>
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</td>
      <td className="max-w-56 px-3 py-3">
        <EmailCell user={user} />
      </td>
      <td className="px-3 py-3 font-medium text-ink">{user.name ?? <span className="font-normal text-ink-subtle">{t('users.noName')}</span>}</td>
      <td className="px-3 py-3">{user.preferredCurrency}</td>
      <td className="px-3 py-3">{languageName(user.preferredLanguage)}</td>
      <td className="px-3 py-3">
        <Totals user={user} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatDate(user.createdAt, i18n.language)}</td>
      <td className="px-3 py-3">
        <StatusBadge user={user} />
      </td>
      <td className="px-3 py-2">
        <RowActions {...props} />
      </td>
    </tr>
  );
}

function UserCard(props: RowProps) {
  const { user } = props;
  const { t, i18n } = useTranslation('admin');
  return (
    <li className="space-y-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">
            {user.name ?? t('users.noName')} <span className="font-normal text-ink-subtle">#{user.id}</span>
          </p>
          <p className="text-sm text-ink-muted tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</p>
        </div>
        <StatusBadge user={user} />
      </div>
      <div className="text-sm">
        <EmailCell user={user} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-ink-subtle">{t('users.columns.transactions')}</dt>
          <dd>
            <Totals user={user} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-subtle">{t('users.currencyAndLanguage')}</dt>
          <dd>
            {user.preferredCurrency} · {languageName(user.preferredLanguage)}
          </dd>
          <dt className="mt-2 text-xs text-ink-subtle">{t('users.columns.createdAt')}</dt>
          <dd>{formatDate(user.createdAt, i18n.language)}</dd>
        </div>
      </dl>
      <RowActions {...props} />
    </li>
  );
}
