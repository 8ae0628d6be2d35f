import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One settings section: an icon, a title and a line of description above its content. */
export function SectionCard({
  Icon,
  title,
  description,
  children,
  className,
  labelledBy,
}: {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  className?: string;
  /** Id for the title, so the section can be a labelled region. */
  labelledBy?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={labelledBy}>
        <CardHeader className="flex flex-row items-start gap-3 space-y-0">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 space-y-1">
            <CardTitle id={labelledBy}>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className={cn('pt-5')}>{children}</CardContent>
      </section>
    </Card>
  );
}
