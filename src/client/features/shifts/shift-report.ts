import { formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import type { Shift, ShiftSummary, ShiftTaking } from '@shared/shifts/shifts.schemas';
import { formatDateTime } from '@shared/time/format';
import { paymentMethodText } from '@client/i18n/common-text';
import type { ShiftsT } from './shifts-text';

export type DifferenceTone = 'short' | 'over' | 'exact';

/** Counted minus expected, as the owner reads it: short (negative), over, or exact. */
export function differenceOf(
  difference: string | null,
): { tone: DifferenceTone; cents: number } | null {
  if (difference === null) return null;
  const cents = toCents(difference) ?? 0;
  return { tone: cents < 0 ? 'short' : cents > 0 ? 'over' : 'exact', cents: Math.abs(cents) };
}

/** "R5.00 short", "R3.00 over" or "Exact"; null before the count. */
export function differenceWords(difference: string | null, t: ShiftsT): string | null {
  const found = differenceOf(difference);
  if (!found) return null;
  return found.tone === 'exact' ? t('exact') : t(found.tone, { amount: formatRand(found.cents) });
}

/** How a taking was paid, in the screen's language. */
export const methodText = (method: ShiftTaking['method'], t: ShiftsT) =>
  method === 'store_credit' ? t('storeCredit') : paymentMethodText(method);

/** Short in red, over in amber. */
export const DIFFERENCE_CLASS: Record<DifferenceTone, string> = {
  short: 'text-red-700',
  over: 'text-amber-700',
  exact: 'text-slate-900',
};

export interface ReportRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** Who opened the shift and when, and who closed it. */
export function whoRows(shift: ShiftSummary, t: ShiftsT): string[] {
  return [
    t('openedBy', { name: shift.openedBy.name, when: formatDateTime(shift.openedAt) }),
    ...(shift.openedAutomatically ? [t('openedAutomatically')] : []),
    ...(shift.closedBy && shift.closedAt
      ? [t('closedBy', { name: shift.closedBy.name, when: formatDateTime(shift.closedAt) })]
      : []),
  ];
}

/** The drawer: float, cash in and out, expected and (once closed) counted and the difference. */
export function drawerRows(shift: Shift, t: ShiftsT): ReportRow[] {
  const words = differenceWords(shift.difference, t);
  return [
    { label: t('float'), value: formatRandDecimal(shift.openingFloat) },
    { label: t('cashIn'), value: formatRandDecimal(shift.cashIn) },
    { label: t('cashOut'), value: formatRandDecimal(shift.cashOut) },
    { label: t('expectedCash'), value: formatRandDecimal(shift.expectedCash), strong: true },
    ...(shift.countedCash !== null
      ? [{ label: t('countedCash'), value: formatRandDecimal(shift.countedCash), strong: true }]
      : []),
    ...(words ? [{ label: t('difference'), value: words, strong: true }] : []),
  ];
}

/** Everything else the shift took and gave: sales by method, refunds, credit, VAS, VAT. */
export function figureRows(shift: Shift, t: ShiftsT): ReportRow[] {
  const rand = formatRandDecimal;
  const methods = ['cash', 'card', 'wallet', 'credit'] as const;
  return [
    { label: t('sales', { count: shift.salesCount }), value: rand(shift.salesTotal), strong: true },
    ...methods.map((m) => ({ label: methodText(m, t), value: rand(shift.totalsByMethod[m]) })),
    { label: t('refunds', { count: shift.refundsCount }), value: rand(shift.refunds) },
    { label: t('voids', { count: shift.voidsCount }), value: rand(shift.voids) },
    { label: t('creditGiven'), value: rand(shift.creditGiven) },
    { label: t('repaymentsCash'), value: rand(shift.repayments.cash) },
    { label: t('repaymentsCard'), value: rand(shift.repayments.card) },
    { label: t('repaymentsMobile'), value: rand(shift.repayments.mobile_money) },
    { label: t('walletTopUps'), value: rand(shift.walletTopUps) },
    { label: t('vasSold'), value: rand(shift.vasSold) },
    { label: t('payIns'), value: rand(shift.payIns) },
    { label: t('payOuts'), value: rand(shift.payOuts) },
    { label: t('vat'), value: rand(shift.vat) },
  ];
}

const line = (row: ReportRow) => `${row.label}: ${row.value}`;

/** The report as plain text in the screen's language, for the owner's WhatsApp. */
export function reportText(shift: Shift, shopName: string, t: ShiftsT): string {
  return [
    shopName,
    `${shift.status === 'open' ? t('xReport') : t('zReport')} · ${t('shiftNumber', { number: shift.number })}`,
    ...whoRows(shift, t),
    '',
    ...drawerRows(shift, t).map(line),
    '',
    ...figureRows(shift, t).map(line),
    ...(shift.byPerson.length > 0
      ? ['', t('byPerson'), ...shift.byPerson.map((p) => `${p.person.name}: ${personLine(p, t)}`)]
      : []),
    ...(shift.cardTakings.length > 0
      ? [
          '',
          t('cardTakings'),
          ...shift.cardTakings.map(
            (c) => `${c.reference} ${methodText(c.method, t)} ${rand(c.amount)}`,
          ),
        ]
      : []),
  ].join('\n');
}

const rand = formatRandDecimal;

export const personLine = (p: Shift['byPerson'][number], t: ShiftsT) =>
  t('personLine', { count: p.salesCount, total: rand(p.salesTotal), refunds: rand(p.refunds) });
