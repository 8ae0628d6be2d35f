import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../../components/public-header';
import { SiteFooter } from '../../../components/site-footer';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session/session-context';
import { useBetaSeatsQuery } from '../../../lib/beta-seats';
import { ClosingCta } from './closing-cta';
import { FeatureCards } from './feature-cards';
import { FloatingJoinButton } from './floating-join-button';
import { HeroSection } from './hero-section';
import { PricingCard } from './pricing-card';
import { Testimonials } from './testimonials';

/** Spec section 2, Landing: header, hero with the live demo, features, pricing, testimonials, call to action, footer. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageMeta(null, t('meta.description'));
  const { user } = useSession();
  const seats = useBetaSeatsQuery().data;
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 via-canvas to-canvas">
      <PublicHeader />
      <main className="flex-1">
        <HeroSection seats={seats} />
        <FeatureCards />
        <PricingCard seats={seats} />
        <Testimonials />
        <ClosingCta />
      </main>
      <SiteFooter />
      {!user && <FloatingJoinButton className="md:hidden" />}
      <ScrollToTopButton className="md:hidden" />
    </div>
  );
}
