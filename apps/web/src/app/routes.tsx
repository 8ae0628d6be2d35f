/**
 * The route table (spec section 2): every address, what it shows and who may see it. Pages load
 * lazily, each with its catalog namespaces, so a page's code and texts arrive together.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Language } from '@tally/shared/languages';
import { loadNamespaces, preloadCatalogs } from '../lib/i18n/i18n';
import type { Namespace } from '../lib/i18n/namespaces';

type Page = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's code and catalogs without rendering it (the first visit, see pageForPath). */
  preload: (language: Language) => Promise<unknown>;
};

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: Namespace[]): Page {
  const page = lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => ({ default: pick(module) })));
  return Object.assign(page, { preload: (language: Language) => Promise.all([load(), preloadCatalogs(language, namespaces)]) });
}

export const AuthPage = lazyPage(() => import('../features/auth/components/auth-page'), (m) => m.AuthPage, ['auth']);
export const ChatPage = lazyPage(() => import('./chat-route'), (m) => m.ChatRoute, ['chat', 'transactions']);
export const LandingPage = lazyPage(() => import('../features/landing/components/landing-page'), (m) => m.LandingPage, ['landing']);
const DashboardPage = lazyPage(() => import('./dashboard-route'), (m) => m.DashboardRoute, ['dashboard', 'transactions', 'recurring']);
const TransactionsPage = lazyPage(() => import('../features/transactions/components/transactions-page'), (m) => m.TransactionsPage, ['transactions']);
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page'), (m) => m.SettingsPage, ['settings']);
const BudgetPage = lazyPage(() => import('../features/budgets/components/budget-page'), (m) => m.BudgetPage, ['budgets']);
const RecurringPage = lazyPage(() => import('../features/recurring/components/recurring-page'), (m) => m.RecurringPage, ['recurring']);
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page'), (m) => m.PrivacyPage, ['legal']);
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page'), (m) => m.TermsPage, ['legal']);
const SupportPage = lazyPage(() => import('../features/support/components/support-page'), (m) => m.SupportPage, ['support']);
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page'), (m) => m.AdminPage, ['admin']);
export const NotFoundPage = lazyPage(() => import('./not-found-page'), (m) => m.NotFoundPage, ['notFound']);

/**
 * - public: the page for everyone.
 * - signedIn: the page when signed in, the auth screen otherwise.
 * - guest: the page when signed out, the chat otherwise (/auth).
 * - home: the chat when signed in, the page (landing) otherwise (/).
 */
export type RouteAccess = 'public' | 'signedIn' | 'guest' | 'home';

export interface AppRoute {
  path: string;
  page: Page;
  access: RouteAccess;
}

export const ROUTES: readonly AppRoute[] = [
  { path: '/', page: LandingPage, access: 'home' },
  { path: '/landing', page: LandingPage, access: 'public' },
  { path: '/auth', page: AuthPage, access: 'guest' },
  { path: '/chat', page: ChatPage, access: 'signedIn' },
  { path: '/dashboard', page: DashboardPage, access: 'signedIn' },
  { path: '/transactions', page: TransactionsPage, access: 'signedIn' },
  { path: '/settings', page: SettingsPage, access: 'signedIn' },
  { path: '/budget', page: BudgetPage, access: 'signedIn' },
  { path: '/recurring', page: RecurringPage, access: 'signedIn' },
  { path: '/privacy', page: PrivacyPage, access: 'public' },
  { path: '/terms', page: TermsPage, access: 'public' },
  { path: '/support', page: SupportPage, access: 'public' },
  { path: '/admin', page: AdminPage, access: 'public' },
];

/**
 * The page a first visit to `pathname` renders (as AppRoutes decides), so main.tsx can fetch its code
 * and catalogs while the common catalogs load instead of after them.
 */
export function pageForPath(pathname: string, hasUser: boolean): Page {
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (!route) return NotFoundPage;
  switch (route.access) {
    case 'public':
      return route.page;
    case 'home':
    case 'guest':
      return hasUser ? ChatPage : route.page;
    case 'signedIn':
      return hasUser ? route.page : AuthPage;
  }
}
