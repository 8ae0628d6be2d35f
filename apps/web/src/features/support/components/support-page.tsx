import { ArrowRight, Clock, Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { Card, CardContent } from '../../../components/ui/card';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { usePageTitle } from '../../../lib/page-title';

/** Help page frame: the ways to reach us. FAQ and the contact form arrive with the support feature. */
export function SupportPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('pageTitle'));
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{t('description')}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Clock aria-hidden="true" className="size-4" />
            {t('replyTime', { hours: 24 })}
          </p>
        </header>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          <li>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <MessageSquareText aria-hidden="true" className="size-5" />
                </span>
                <h2 className="mt-4 text-lg font-semibold text-ink">{t('chat.title')}</h2>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{t('chat.description')}</p>
                <Link href="/chat" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
                  {t('chat.action')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardContent>
            </Card>
          </li>
          <li>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Mail aria-hidden="true" className="size-5" />
                </span>
                <h2 className="mt-4 text-lg font-semibold text-ink">{t('email.title')}</h2>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{t('email.description')}</p>
                <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold break-all text-brand-700 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
              </CardContent>
            </Card>
          </li>
        </ul>
      </div>
    </PublicPageLayout>
  );
}
