/**
 * Typed catalog keys: `t('auth:fields.phone')` that names no English key fails the type check.
 * Type-only imports; nothing here reaches the bundle.
 */
import 'i18next';
import type admin from '../../locales/en/admin.json';
import type auth from '../../locales/en/auth.json';
import type budgets from '../../locales/en/budgets.json';
import type chat from '../../locales/en/chat.json';
import type common from '../../locales/en/common.json';
import type dashboard from '../../locales/en/dashboard.json';
import type errors from '../../locales/en/errors.json';
import type exportTexts from '../../locales/en/export.json';
import type importTexts from '../../locales/en/import.json';
import type landing from '../../locales/en/landing.json';
import type legal from '../../locales/en/legal.json';
import type notFound from '../../locales/en/notFound.json';
import type recurring from '../../locales/en/recurring.json';
import type settings from '../../locales/en/settings.json';
import type support from '../../locales/en/support.json';
import type transactions from '../../locales/en/transactions.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      budgets: typeof budgets;
      chat: typeof chat;
      common: typeof common;
      dashboard: typeof dashboard;
      errors: typeof errors;
      export: typeof exportTexts;
      import: typeof importTexts;
      landing: typeof landing;
      legal: typeof legal;
      notFound: typeof notFound;
      recurring: typeof recurring;
      settings: typeof settings;
      support: typeof support;
      transactions: typeof transactions;
    };
  }
}
