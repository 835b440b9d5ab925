import { CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import type { CreditProfile } from '@shared/micro-lending/micro-lending.schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { useCreditProfile } from '../api/micro-lending-queries';
import { lendingText } from '../micro-lending-text';

const BAND_VARIANT = {
  excellent: 'success',
  good: 'secondary',
  fair: 'warning',
  poor: 'destructive',
} as const;

const EFFECT_ICON = {
  positive: <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />,
  negative: <TriangleAlert className="size-4 text-red-600" aria-hidden="true" />,
  neutral: <Info className="size-4 text-slate-400" aria-hidden="true" />,
};

/** testId stays the English name (tests find the figure by it) whatever the language. */
function Figure({
  label,
  testId,
  value,
  children,
}: {
  label: string;
  testId: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        className="text-lg font-bold break-words text-slate-900"
        data-testid={`profile-${testId}`}
      >
        {value}
      </dd>
      {/* What goes with the figure (its band, its bar) is a second description of the same term:
          a definition list holds only dt and dd groups. */}
      {children ? <dd>{children}</dd> : null}
    </div>
  );
}

function Figures({ profile }: { profile: CreditProfile }) {
  const t = useText(lendingText);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={t('creditLimit')}
        testId="Credit Limit"
        value={formatRandDecimal(profile.creditLimit)}
      />
      <Figure
        label={t('availableCredit')}
        testId="Available Credit"
        value={formatRandDecimal(profile.availableCredit)}
      />
      <Figure label={t('creditScore')} testId="Credit Score" value={String(profile.creditScore)}>
        <Badge
          variant={BAND_VARIANT[profile.status]}
          className={cn(profile.status === 'excellent' && 'ring-1 ring-emerald-400')}
        >
          {t(`band.${profile.status}`)}
        </Badge>
      </Figure>
      <Figure label={t('utilization')} testId="Utilization" value={`${profile.utilization}%`}>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t('utilization')}
          aria-valuenow={profile.utilization}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className={cn('h-full', profile.utilization > 80 ? 'bg-amber-500' : 'bg-brand-600')}
            style={{ width: `${Math.min(profile.utilization, 100)}%` }}
          />
        </div>
      </Figure>
    </dl>
  );
}

/** Limit, available credit, score and utilization, and the plain-words reasons behind them. */
export function CreditProfileCard() {
  const t = useText(lendingText);
  const { data, isLoading, isError } = useCreditProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('creditProfile')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">{t('profileError')}</p> : null}
        {data ? (
          <>
            <Figures profile={data} />
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-700">{t('basedOn')}</h4>
              <ul className="flex flex-col gap-2 text-sm" aria-label={t('factorsLabel')}>
                {data.factors.map((factor) => (
                  <li key={factor.label} className="flex gap-2">
                    <span className="mt-0.5 shrink-0">{EFFECT_ICON[factor.effect]}</span>
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">{factor.label}: </span>
                      <span className="font-semibold">{factor.value}</span>
                      <span className="block text-xs text-slate-500">{factor.detail}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
