import { CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import type { CreditProfile } from '@shared/micro-lending/micro-lending.schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useCreditProfile } from '../api/micro-lending-queries';

const BAND = {
  excellent: { label: 'Excellent', variant: 'success' },
  good: { label: 'Good', variant: 'secondary' },
  fair: { label: 'Fair', variant: 'warning' },
  poor: { label: 'Poor', variant: 'destructive' },
} as const;

const EFFECT_ICON = {
  positive: <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />,
  negative: <TriangleAlert className="size-4 text-red-600" aria-hidden="true" />,
  neutral: <Info className="size-4 text-slate-400" aria-hidden="true" />,
};

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-lg font-bold break-words text-slate-900" data-testid={`profile-${label}`}>
        {value}
      </dd>
      {children}
    </div>
  );
}

function Figures({ profile }: { profile: CreditProfile }) {
  const band = BAND[profile.status];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Credit Limit" value={formatRandDecimal(profile.creditLimit)} />
      <Figure label="Available Credit" value={formatRandDecimal(profile.availableCredit)} />
      <Figure label="Credit Score" value={String(profile.creditScore)}>
        <Badge
          variant={band.variant}
          className={cn('self-start', profile.status === 'excellent' && 'ring-1 ring-emerald-400')}
        >
          {band.label}
        </Badge>
      </Figure>
      <Figure label="Utilization" value={`${profile.utilization}%`}>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Utilization"
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
  const { data, isLoading, isError } = useCreditProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit Profile</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {isError ? (
          <p className="text-sm text-red-600">Your credit profile could not be loaded.</p>
        ) : null}
        {data ? (
          <>
            <Figures profile={data} />
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-700">What it is based on</h4>
              <ul className="flex flex-col gap-2 text-sm" aria-label="Credit profile factors">
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
