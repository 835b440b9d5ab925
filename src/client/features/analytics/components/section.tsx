import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** One section of the analytics screen; sample figures carry a "Sample" badge. */
export function Section({
  title,
  sample,
  actions,
  className,
  children,
}: {
  title: string;
  sample: boolean;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const t = useText(analyticsText);
  const headingId = useId();
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <CardTitle id={headingId}>{title}</CardTitle>
            {sample ? <Badge variant="warning">{t('sample')}</Badge> : null}
          </div>
          {actions}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** "+12.9%", "-6%", or a dash when there is nothing to compare with. */
export function formatPercent(value: number | null, signed = false): string {
  if (value === null) return '—';
  return `${signed && value > 0 ? '+' : ''}${value}%`;
}

/** A percent change as a badge: up green, down red, nothing to compare grey. */
export function ChangeBadge({ value, none }: { value: number | null; none: string }) {
  if (value === null) return <Badge variant="secondary">{none}</Badge>;
  return (
    <Badge variant={value > 0 ? 'success' : value < 0 ? 'destructive' : 'secondary'}>
      {formatPercent(value, true)}
    </Badge>
  );
}
