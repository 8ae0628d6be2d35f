import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toaster';
import { i18n } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
