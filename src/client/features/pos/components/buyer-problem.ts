import type { SaleBuyer } from '@shared/pos/pos.schemas';
import { BUYER_NEEDED_MESSAGE } from '@shared/pos/receipt-legal';
import { isVatNumber, VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';

/** What keeps the buyer's details from a full tax invoice: null once they will do. */
export function buyerProblem(buyer: SaleBuyer | null | undefined): string | null {
  if (!buyer?.name.trim() || !buyer.address.trim()) return BUYER_NEEDED_MESSAGE;
  const vatNumber = buyer.vatNumber?.trim();
  return vatNumber && !isVatNumber(vatNumber) ? VAT_NUMBER_MESSAGE : null;
}
