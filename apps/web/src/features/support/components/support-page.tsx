import type { ComponentType, ReactNode } from 'react';
import { ArrowRight, BookOpen, ChevronDown, Clock, Mail, MessageSquareText, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { Card, CardContent } from '../../../components/ui/card';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactForm, SUPPORT_REPLY_HOURS } from './contact-form';

const actionClass = 'mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline';

function HelpCard({ Icon, title, description, action }: { Icon: ComponentType<{ className?: string }>; title: string; description: string; action: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex h-full flex-col">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
          <p className="mt-2 flex-1 text-sm text-ink-muted">{description}</p>
          {action}
        </CardContent>
      </Card>
    </li>
  );
}

/** Spec section 2, Support: four cards, four FAQ entries and the contact form. */
export function SupportPage() {
  const { t } = useTranslation('support');
  usePageMeta(t('pageTitle'), t('metaDescription'));
  const faq = t('faq.items', { returnObjects: true });
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{t('description')}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Clock aria-hidden="true" className="size-4" />
            {t('replyTime', { hours: SUPPORT_REPLY_HOURS })}
          </p>
        </header>

        <ul aria-label={t('cardsLabel')} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <HelpCard
            Icon={MessageSquareText}
            title={t('chat.title')}
            description={t('chat.description')}
            action={
              <Link href="/chat" className={actionClass}>
                {t('chat.action')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            }
          />
          <HelpCard
            Icon={Mail}
            title={t('email.title')}
            description={t('email.description')}
            action={
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${actionClass} break-all`}>
                {SUPPORT_EMAIL}
              </a>
            }
          />
          <HelpCard
            Icon={BookOpen}
            title={t('docs.title')}
            description={t('docs.description')}
            action={
              <a href="#faq" className={actionClass}>
                {t('docs.action')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            }
          />
          <HelpCard
            Icon={Users}
            title={t('community.title')}
            description={t('community.description')}
            action={
              <a href="#contact" className={actionClass}>
                {t('community.action')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            }
          />
        </ul>

        <div className="mt-16 grid gap-12 lg:grid-cols-5 lg:gap-16">
          <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-24 lg:col-span-2">
            <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-ink">
              {t('faq.title')}
            </h2>
            <div className="mt-6 divide-y divide-line rounded-card border border-line bg-surface">
              {faq.map((entry, index) => (
                <details key={entry.question} open={index === 0} className="group px-5 py-4">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="mt-3 text-sm leading-relaxed text-ink-muted">{entry.answer}</p>
                </details>
              ))}
            </div>
          </section>

          <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24 lg:col-span-3">
            <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-ink">
              {t('form.title')}
            </h2>
            <p className="mt-2 text-ink-muted">{t('form.description', { hours: SUPPORT_REPLY_HOURS })}</p>
            <div className="mt-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
              <ContactForm />
            </div>
          </section>
        </div>
      </div>
    </PublicPageLayout>
  );
}
