import type { Cents } from '../money/money';

export interface OpenInstalment {
  id: string;
  dueDate: string;
  sequence: number;
  /** When the charge was written, to order instalments due on the same day. */
  createdAt: string;
  amountCents: Cents;
  paidCents: Cents;
}

export interface Allocation {
  id: string;
  cents: Cents;
}

export const outstandingCents = (i: Pick<OpenInstalment, 'amountCents' | 'paidCents'>) =>
  Math.max(i.amountCents - i.paidCents, 0);

const byAge = (a: OpenInstalment, b: OpenInstalment) =>
  a.dueDate.localeCompare(b.dueDate) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.sequence - b.sequence;

/**
 * Settles a repayment against instalments oldest first (earliest due date). No instalment gets
 * more than it still owes; what is left over is returned as unallocated.
 */
export function allocateOldestFirst(
  instalments: readonly OpenInstalment[],
  paymentCents: Cents,
): { allocations: Allocation[]; unallocatedCents: Cents } {
  let left = Math.max(paymentCents, 0);
  const allocations: Allocation[] = [];
  for (const instalment of [...instalments].sort(byAge)) {
    if (left === 0) break;
    const cents = Math.min(outstandingCents(instalment), left);
    if (cents === 0) continue;
    allocations.push({ id: instalment.id, cents });
    left -= cents;
  }
  return { allocations, unallocatedCents: left };
}

export type InstalmentState = 'paid' | 'overdue' | 'due';

/** Paid when nothing is owed; overdue when something is owed and the due day has passed. */
export function instalmentState(
  instalment: Pick<OpenInstalment, 'dueDate' | 'amountCents' | 'paidCents'>,
  today: string,
): InstalmentState {
  if (instalment.paidCents >= instalment.amountCents) return 'paid';
  return instalment.dueDate < today ? 'overdue' : 'due';
}

/** What is owed on instalments whose due day has passed. */
export function overdueCents(
  instalments: readonly Pick<OpenInstalment, 'dueDate' | 'amountCents' | 'paidCents'>[],
  today: string,
): Cents {
  return instalments
    .filter((i) => instalmentState(i, today) === 'overdue')
    .reduce((sum, i) => sum + outstandingCents(i), 0);
}
