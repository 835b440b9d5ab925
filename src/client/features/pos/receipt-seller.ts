import type { ReceiptSeller } from '@shared/pos/receipt-legal';
import { useShopSettings } from '@client/api/shop-settings-queries';
import { useText } from '@client/i18n/use-text';
import { getStoredUser } from '@client/lib/storage';
import { posCheckoutText } from './pos-checkout-text';

/**
 * The shop as its receipts and credit notes name it: the trading name of the account, and the
 * registered name, address and VAT number of its settings (the account's address until loaded).
 */
export function useReceiptSeller(): ReceiptSeller {
  const t = useText(posCheckoutText);
  const user = getStoredUser();
  const { data } = useShopSettings();
  return {
    tradingName: user?.businessName ?? t('myShop'),
    legalName: data?.legalName ?? null,
    address: data ? data.address : (user?.businessAddress ?? null),
    vatNumber: data?.vatNumber ?? null,
  };
}
