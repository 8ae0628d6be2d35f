import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@tally/shared/languages';
import { cn } from '../lib/cn';
import { BrandMark } from './brand-logo';

/** Footer of the public pages: links to privacy, terms and support. */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const linkClass = 'rounded text-ink-muted hover:text-ink hover:underline underline-offset-4';
  return (
    <footer className={cn('border-t border-line bg-surface', className)}>
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-sm sm:flex-row sm:justify-between sm:px-6">
        <div className="flex items-center gap-2 text-ink-subtle">
          <BrandMark className="size-6" />
          <span>{t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</span>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="flex items-center gap-6">
            <li>
              <Link href="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link href="/support" className={linkClass}>
                {t('footer.support')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
