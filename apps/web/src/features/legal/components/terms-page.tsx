import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { usePageMeta } from '../../../lib/page-meta';
import { LegalDocument, type LegalSection } from './legal-document';

export function TermsPage() {
  const { t } = useTranslation('legal');
  usePageMeta(t('terms.pageTitle'), t('terms.metaDescription'));
  const sections = t('terms.sections', { returnObjects: true }) as LegalSection[];
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('terms.updated')}
      intro={t('terms.intro')}
      sections={sections}
      closing={
        <>
          <h2 className="text-lg font-semibold text-ink">{t('terms.contact.title')}</h2>
          <p className="mt-2 text-ink-muted">{t('terms.contact.body')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-4 inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
            <Mail aria-hidden="true" className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </>
      }
    />
  );
}
