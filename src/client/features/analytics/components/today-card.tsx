import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { ChangeBadge, Section } from './section';

/** Sales today against yesterday (completed till sales and orders). */
export function TodayCard({ data, sample }: { data: SmartDashboard; sample: boolean }) {
  const { today, yesterday, change } = data.todayVsYesterday;
  return (
    <Section title="Sales Today vs Yesterday" sample={sample}>
      <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="takings-today">
        {formatRandDecimal(today)}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>
          Yesterday <span className="tabular-nums">{formatRandDecimal(yesterday)}</span>
        </span>
        <ChangeBadge value={change} none="No sales yesterday" />
      </p>
    </Section>
  );
}
