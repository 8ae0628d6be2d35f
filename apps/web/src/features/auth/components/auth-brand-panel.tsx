import { CircleCheck, Globe, MessageSquareText, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { useBetaSeatsQuery } from '../../../lib/beta-seats';

/** The branded side of the auth screen on wide screens: what the product does, in three lines. */
export function AuthBrandPanel() {
  const { t } = useTranslation(['auth', 'common']);
  const seats = useBetaSeatsQuery().data;
  // The server's BETA_SEATS once it answered; no number until then.
  const beta = !seats
    ? t('brandPanel.points.betaPlain')
    : seats.left === 0
      ? t('brandPanel.points.betaFull', { total: seats.total })
      : t('brandPanel.points.beta', { total: seats.total });
  const points = [
    { Icon: MessageSquareText, text: t('brandPanel.points.chat') },
    { Icon: Globe, text: t('brandPanel.points.languages') },
    { Icon: Sparkles, text: beta },
  ];
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-accent-700 text-white lg:block">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
      {/* The column fills the page height; its content stays in view while the form scrolls. */}
      <div className="sticky top-0 flex h-dvh flex-col justify-between overflow-hidden p-12">
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-400/10" />
        <Link href="/" aria-label={t('common:nav.home')} className="relative w-fit rounded-lg">
          <BrandLogo inverted />
        </Link>
        <div className="relative max-w-md space-y-8">
          <div className="space-y-4">
            <h2 className="text-4xl leading-tight font-bold tracking-tight">{t('brandPanel.title')}</h2>
            <p className="text-lg text-brand-100">{t('brandPanel.subtitle')}</p>
          </div>
          <ul className="space-y-3">
            {points.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-50">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <figure className="space-y-2 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur [@media(max-height:760px)]:hidden">
            <figcaption className="sr-only">{t('brandPanel.exampleLabel')}</figcaption>
            <p className="ml-auto w-fit rounded-2xl rounded-br-md bg-white px-3.5 py-2 text-sm text-ink">{t('brandPanel.exampleUser')}</p>
            <p className="flex w-fit items-start gap-2 rounded-2xl rounded-bl-md bg-brand-900/40 px-3.5 py-2 text-sm text-white">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {t('brandPanel.exampleReply')}
            </p>
          </figure>
        </div>
        <p className="relative text-sm text-brand-200">{t('brandPanel.footnote')}</p>
      </div>
    </aside>
  );
}
