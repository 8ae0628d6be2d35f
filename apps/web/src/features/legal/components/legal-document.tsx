import type { ReactNode } from 'react';
import { PublicPageLayout } from '../../../components/public-page-layout';

export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

/** A legal text: title, date, intro, numbered sections (paragraphs, a list, paragraphs) and a closing block. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  closing,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  closing: ReactNode;
}) {
  return (
    <PublicPageLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="border-b border-line pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-ink-subtle">{updated}</p>
          <p className="mt-6 text-base leading-relaxed text-ink-muted">{intro}</p>
        </header>
        <ol className="mt-8 space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`legal-section-${index}`}>
                <h2 id={`legal-section-${index}`} className="text-lg font-semibold text-ink">
                  <span className="mr-2 text-brand-700 tabular-nums">{index + 1}.</span>
                  {section.title}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
                    {paragraph}
                  </p>
                ))}
                {section.items && (
                  <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink-muted marker:text-brand-500">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.after?.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-card border border-line bg-surface p-6 shadow-card">{closing}</div>
      </article>
    </PublicPageLayout>
  );
}
