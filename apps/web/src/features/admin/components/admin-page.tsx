import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { useAdminSessionQuery } from '../api/get-admin-session';
import { AdminDashboard } from './admin-dashboard';
import { AdminLoginForm } from './admin-login-form';

/**
 * /admin: the login form, then the dashboard (spec section 2). Whether someone is an operator is
 * the server's answer (decision D2): the page asks for the admin session and holds no credential.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('pageTitle'));
  const session = useAdminSessionQuery();
  if (session.isPending) return <PageSpinner />;
  if (!session.data) return <AdminLoginForm />;
  return <AdminDashboard admin={session.data} />;
}
