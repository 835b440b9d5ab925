import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import {
  type Cashier,
  afterSale,
  newDeviceName,
  offlineBody,
  offlineReceipt,
  offlineReceiptNumber,
} from './offline-sale';
import { openShiftId } from '@client/lib/till-shift';
import { TILL_WAITING_KEY } from '@client/lib/till-waiting';
import { tillDb, type QueuedSale } from './till-db';
import { waitingQuantities } from './waiting-stock';

export interface QueueState {
  waiting: number;
  /** Every offline sale still listed, oldest first: waiting, synced or refused. */
  report: QueuedSale[];
}

const listeners = new Set<() => void>();
const states = new Map<string, QueueState>();
const EMPTY: QueueState = { waiting: 0, report: [] };
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('kasitrade-till');

export function subscribeQueue(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const queueState = (userId: string) => states.get(userId) ?? EMPTY;

/** Reads the queue again and tells every listener (and the shop's other tabs). */
export async function refreshQueue(userId: string, fromOtherTab = false) {
  const db = await tillDb(userId);
  const report = await db.getAllFromIndex('sales', 'seq');
  const waiting = report.filter((s) => s.state === 'waiting').length;
  states.set(userId, { waiting, report });
  if (waiting > 0) localStorage.setItem(TILL_WAITING_KEY, String(waiting));
  else localStorage.removeItem(TILL_WAITING_KEY);
  listeners.forEach((listener) => listener());
  if (!fromOtherTab) channel?.postMessage(userId);
}
channel?.addEventListener('message', (event: MessageEvent<string>) => {
  void refreshQueue(event.data, true);
});

/**
 * Queues a sale rung up with no network, in one transaction with its receipt number, naming
 * the shift open on this phone, and answers the receipt to print. The phone's copy of the stock stays the server's: what waiting
 * sales took is taken off when the till shows it (waiting-stock.ts), so a catalogue refresh
 * before the sale syncs cannot put it back.
 */
export async function queueSale(
  userId: string,
  sale: {
    id: string;
    body: CreatePosSale;
    vatPercent: number;
    customerName: string | null;
    cashier: Cashier;
  },
  names: ReadonlyMap<string, string>,
): Promise<PosSale> {
  const db = await tillDb(userId);
  const tx = db.transaction(['sales', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  let device = (await meta.get('device')) as string | undefined;
  if (!device) {
    device = newDeviceName();
    await meta.put(device, 'device');
  }
  const n = (((await meta.get('receipts')) as number | undefined) ?? 0) + 1;
  await meta.put(n, 'receipts');
  const number = offlineReceiptNumber(device, n);
  const body = offlineBody(
    sale.body,
    number,
    new Date(),
    sale.vatPercent,
    sale.cashier?.id,
    openShiftId(userId),
  );
  const receipt = offlineReceipt(sale.id, body, names, sale.customerName, sale.cashier);
  await tx.objectStore('sales').put({ id: sale.id, seq: n, state: 'waiting', body, receipt });
  await tx.done;
  await refreshQueue(userId);
  return receipt;
}

/** Up to `max` waiting sales, oldest first. */
export async function waitingSales(userId: string, max: number): Promise<QueuedSale[]> {
  const db = await tillDb(userId);
  const waiting = await db.getAllFromIndex('sales', 'state', 'waiting');
  return waiting.sort((a, b) => a.seq - b.seq).slice(0, max);
}

/**
 * What waiting sales took of each product, read from the phone's queue; nothing when the
 * browser keeps no database (no sale could have been queued).
 */
export async function waitingTaken(userId: string): Promise<Map<string, number>> {
  try {
    const db = await tillDb(userId);
    return waitingQuantities(await db.getAllFromIndex('sales', 'state', 'waiting'));
  } catch {
    return new Map();
  }
}

/**
 * Records the server's answer to a queued sale. A sale the server took leaves the waiting
 * count and, in the same transaction, the phone's copy of the stock (as it left the server's).
 */
export async function settleQueued(
  userId: string,
  id: string,
  outcome: { sale: PosSale } | { message: string },
) {
  const db = await tillDb(userId);
  const tx = db.transaction(['sales', 'products'], 'readwrite');
  const sale = await tx.objectStore('sales').get(id);
  if (!sale) return;
  if ('sale' in outcome) {
    const { saleNumber } = outcome.sale;
    await tx
      .objectStore('sales')
      .put({ ...sale, state: 'synced', saleNumber, receipt: outcome.sale });
    const products = tx.objectStore('products');
    for (const item of sale.body.items) {
      const product = await products.get(item.productId);
      if (product) await products.put(afterSale(product, item.quantity));
    }
  } else {
    await tx.objectStore('sales').put({ ...sale, state: 'refused', message: outcome.message });
  }
  await tx.done;
  await refreshQueue(userId);
}

/** Clears the report of sales the server has answered; waiting ones stay. */
export async function clearSettled(userId: string) {
  const db = await tillDb(userId);
  const tx = db.transaction('sales', 'readwrite');
  for (const sale of await tx.store.getAll()) {
    if (sale.state !== 'waiting') await tx.store.delete(sale.id);
  }
  await tx.done;
  await refreshQueue(userId);
}

/** The VAT rate last read from the shop's settings, for sales rung up offline. */
export async function rememberVat(userId: string, vatPercent: number) {
  await (await tillDb(userId)).put('meta', vatPercent, 'vatPercent');
}

export async function rememberedVat(userId: string): Promise<number | undefined> {
  return (await (await tillDb(userId)).get('meta', 'vatPercent')) as number | undefined;
}
