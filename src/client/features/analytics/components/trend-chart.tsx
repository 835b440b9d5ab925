import type { TrendDay } from '@shared/analytics/smart-dashboard.schemas';
import { formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import { formatWeekday, formatWeekdayShort } from '@shared/time/format';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

const WIDTH = 700;
const HEIGHT = 200;
const GAP = 18;

/**
 * The week's takings as bars, today's darkest. Drawn as SVG (no chart library in the bundle),
 * with the labels as text beside it so they stay readable on a phone; the picture is described
 * for screen readers and the table view carries the same numbers.
 */
export function TrendChart({ days }: { days: TrendDay[] }) {
  const t = useText(analyticsText);
  const describe = (day: TrendDay) =>
    t('chart.day', {
      weekday: formatWeekdayShort(day.date),
      takings: formatRandDecimal(day.takings),
      count: day.sales,
    });
  const cents = days.map((day) => toCents(day.takings) ?? 0);
  const most = Math.max(...cents, 0);
  const top = Math.max(most, 1);
  const slot = WIDTH / days.length;
  const best = days[cents.indexOf(most)];
  const label = `${t('chart.label', { count: days.length })} ${
    best && most > 0 ? t('chart.highest', { day: describe(best) }) : t('chart.none')
  }`;
  return (
    <figure className="flex flex-col gap-1">
      <p className="text-xs text-slate-500" aria-hidden="true">
        {formatRand(most)}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
      >
        <line x1={0} x2={WIDTH} y1={1} y2={1} strokeDasharray="6 6" className="stroke-slate-200" />
        <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} className="stroke-slate-300" />
        {days.map((day, index) => {
          const height = Math.round((cents[index]! / top) * (HEIGHT - 2));
          return (
            <rect
              key={day.date}
              x={index * slot + GAP / 2}
              y={HEIGHT - 1 - height}
              width={slot - GAP}
              height={height}
              rx={6}
              className={index === days.length - 1 ? 'fill-brand-700' : 'fill-brand-500/60'}
            >
              <title>{describe(day)}</title>
            </rect>
          );
        })}
      </svg>
      <ol className="grid grid-cols-7 text-center text-xs text-slate-600" aria-hidden="true">
        {days.map((day) => {
          // The weekday over the day of the month, so narrow phones never wrap it.
          return (
            <li key={day.date} className="flex flex-col leading-tight">
              <span>{formatWeekday(day.date)}</span>
              <span className="text-hint">{Number(day.date.slice(8, 10))}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
