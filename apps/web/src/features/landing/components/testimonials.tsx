import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Testimonials() {
  const { t } = useTranslation('landing');
  const items = t('testimonials.items', { returnObjects: true });
  return (
    <section aria-labelledby="testimonials-heading" className="below-fold border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {t('testimonials.title')}
        </h2>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-card border border-line bg-canvas p-7">
                <Quote aria-hidden="true" className="size-7 text-brand-500" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-pretty text-ink">{item.quote}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-ink-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
