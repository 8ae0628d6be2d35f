import { ArrowRight, CreditCard, Globe, Smartphone, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { hasMessaging, type BetaSeats } from '../../../lib/beta-seats';
import { DemoChat } from './demo-chat';

export function HeroSection({ seats }: { seats: BetaSeats | null | undefined }) {
  const { t } = useTranslation('landing');
  // The live count (BETA_SEATS) once the server answered; no number until then.
  const badge = !seats
    ? t('hero.badge')
    : seats.left === 0
      ? t('hero.badgeFull', { total: seats.total })
      : t('hero.badgeLeft', { left: seats.left, total: seats.total });
  const facts = [
    { Icon: CreditCard, text: t('hero.facts.noCard') },
    { Icon: Globe, text: t('hero.facts.currencies') },
    // SMS and WhatsApp only where this server has them on; otherwise said as coming.
    { Icon: Smartphone, text: hasMessaging(seats) ? t('hero.facts.channels') : t('hero.facts.channelsWebOnly') },
  ];
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-20 lg:pb-28">
      <div className="text-center lg:text-left">
        <Badge variant="brand" className="px-3 py-1 text-sm">
          <Sparkles aria-hidden="true" className="size-3.5" />
          <span data-testid="seats-badge">{badge}</span>
        </Badge>
        <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]">
          {t('hero.title')} <span className="text-brand-700 lg:block">{t('hero.titleAccent')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-ink-muted lg:mx-0">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
          <Link href="/auth" className={buttonClasses({ size: 'lg' })}>
            {t('hero.primaryCta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link href="/auth?mode=signin" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('hero.secondaryCta')}
          </Link>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-muted lg:justify-start">
          {facts.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <DemoChat />
    </section>
  );
}
