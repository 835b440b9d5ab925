import type { PosSale } from '@shared/pos/pos.schemas';
import type { PosT } from './pos-text';

/** "Thandi" of "Thandi Mokoena": a till shows first names. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Who rang a sale up: the staff member's first name, or "Owner" (no cashier). */
export const cashierName = (sale: Pick<PosSale, 'cashier'>, t: PosT) =>
  sale.cashier ? firstName(sale.cashier.name) : t('cashierOwner');
