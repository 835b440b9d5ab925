import { formatRandDecimal } from '@shared/money/money';
import type { Shift } from '@shared/shifts/shifts.schemas';
import { formatDateTime } from '@shared/time/format';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import {
  DIFFERENCE_CLASS,
  differenceOf,
  drawerRows,
  figureRows,
  methodText,
  personLine,
  whoRows,
  type ReportRow,
} from '../shift-report';
import { shiftsText } from '../shifts-text';

function Rows({ rows, tone }: { rows: ReportRow[]; tone?: string }) {
  return (
    <dl className="flex flex-col gap-1">
      {rows.map((row, i) => (
        <div
          key={row.label}
          className={cn(
            'flex justify-between gap-2',
            row.strong && 'font-semibold',
            i === rows.length - 1 && tone,
          )}
        >
          <dt className="min-w-0 break-words">{row.label}</dt>
          <dd className="shrink-0 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1 border-t border-dashed border-slate-300 pt-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A shift's figures: the X report while it is open, the Z report once closed (the printed and
 * shared one, `id` names it for the print CSS).
 */
export function ShiftReportView({ shift, id }: { shift: Shift; id?: string }) {
  const t = useText(shiftsText);
  const difference = differenceOf(shift.difference);
  return (
    <article
      id={id}
      aria-label={t('reportLabel')}
      className="flex max-w-2xl flex-col gap-3 text-sm"
    >
      <header>
        <h2 className="text-lg font-bold">
          {shift.status === 'open' ? t('xReport') : t('zReport')} ·{' '}
          {t('shiftNumber', { number: shift.number })}
        </h2>
        {whoRows(shift, t).map((text) => (
          <p key={text} className="text-slate-700">
            {text}
          </p>
        ))}
      </header>
      <Rows
        rows={drawerRows(shift, t)}
        tone={difference ? DIFFERENCE_CLASS[difference.tone] : undefined}
      />
      <Section title={t('salesByMethod')}>
        <Rows rows={figureRows(shift, t)} />
      </Section>
      {shift.byPerson.length > 0 ? (
        <Section title={t('byPerson')}>
          <ul>
            {shift.byPerson.map((p) => (
              <li key={p.person.id ?? p.person.name}>
                <span className="font-medium">{p.person.name}</span>: {personLine(p, t)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {shift.cashMovements.length > 0 ? (
        <Section title={t('movements')}>
          <ul>
            {shift.cashMovements.map((m) => (
              <li key={m.id} className="break-words">
                {m.type === 'pay_in'
                  ? t('paidIn', { amount: formatRandDecimal(m.amount) })
                  : t('paidOut', { amount: formatRandDecimal(m.amount) })}
                {' · '}
                {m.reason} · {m.by.name} · {formatDateTime(m.createdAt)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('cardTakings')}>
        <p className="text-slate-600">{t('cardTakingsHint')}</p>
        {shift.cardTakings.length === 0 ? (
          <p>{t('noCardTakings')}</p>
        ) : (
          <ul>
            {shift.cardTakings.map((c) => (
              <li key={`${c.reference}-${c.at}`} className="flex justify-between gap-2">
                <span className="min-w-0 break-words">
                  {c.reference} · {methodText(c.method, t)} · {formatDateTime(c.at)}
                </span>
                <span className="shrink-0 tabular-nums">{formatRandDecimal(c.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}
