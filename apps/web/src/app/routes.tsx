/**
 * The route table (spec section 2): every address, what it shows and who may see it. Pages load
 * lazily, each with its catalog namespaces, so a page's code and texts arrive together.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '../lib/i18n/i18n';
import type { Namespace } from '../lib/i18n/namespaces';

type Page = LazyExoticComponent<ComponentType>;

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: Namespace[]): Page {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => ({ default: pick(module) })));
}

export const AuthPage = lazyPage(() => import('../features/auth/components/auth-page'), (m) => m.AuthPage, ['auth']);
export const ChatPage = lazyPage(() => import('../features/chat/components/chat-page'), (m) => m.ChatPage, ['chat']);
export const LandingPage = lazyPage(() => import('../features/landing/components/landing-page'), (m) => m.LandingPage, ['landing']);
const DashboardPage = lazyPage(() => import('./dashboard-with-export'), (m) => m.DashboardWithExport, ['dashboard', 'export']);
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page'), (m) => m.SettingsPage, ['settings']);
const BudgetPage = lazyPage(() => import('../features/budgets/components/budget-page'), (m) => m.BudgetPage, ['budgets']);
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
  { path: '/settings', page: SettingsPage, access: 'signedIn' },
  { path: '/budget', page: BudgetPage, access: 'signedIn' },
  { path: '/privacy', page: PrivacyPage, access: 'public' },
  { path: '/terms', page: TermsPage, access: 'public' },
  { path: '/support', page: SupportPage, access: 'public' },
  { path: '/admin', page: AdminPage, access: 'public' },
];
