import type { PosSale } from '@shared/pos/pos.schemas';
import { firstName } from '@shared/shop-staff/cashier';
import type { PosCheckoutT } from './pos-checkout-text';

/** Who rang a sale up: the staff member's first name, or "Owner" (no cashier). */
export const cashierName = (sale: Pick<PosSale, 'cashier'>, t: PosCheckoutT) =>
  sale.cashier ? firstName(sale.cashier.name) : t('cashierOwner');
