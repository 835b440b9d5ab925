import type { ReactNode } from 'react';
import { formatRand, type Cents } from '@shared/money/money';
import { checkoutBlock, type CustomerFundsView } from '@shared/pos/checkout-block';
import type { PosPaymentMethod, SaleBuyer } from '@shared/pos/pos.schemas';
import { needsBuyer } from '@shared/pos/receipt-legal';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import { messageText } from '@client/i18n/common-text';
import { buyerProblem } from './buyer-problem';
import { BuyerDetails } from './till-parts';

/**
 * What a wallet or credit customer can spend, told by those areas (the page composes them):
 * `render` receives the chosen customer's funds.
 */
export type CustomerFundsSlot = (
  method: 'wallet' | 'credit',
  customerId: string | null,
  render: (view: CustomerFundsView) => ReactNode,
) => ReactNode;

/**
 * The longest language's label ("Hlawulisa ungaxhunywanga R12 345.67") wraps onto a second line
 * at 360 px rather than running out of the button; the amount itself never breaks.
 */
const CHECKOUT_WRAPS = 'h-auto min-h-12 whitespace-normal py-2 leading-snug text-balance';
const unbroken = (amount: string) => amount.replace(/ /g, '\u00a0');

/**
 * The customer's funds and the Checkout button, disabled with the reason whenever the server
 * would refuse the sale (a walk-in on credit, an account missing or short).
 */
export function CheckoutArea({
  view,
  method,
  customerId,
  total,
  settingsLoaded,
  offline,
  pending,
  discountProblem,
  onCheckout,
  vatPercent,
  buyer,
  onBuyer,
}: {
  view: CustomerFundsView | null;
  method: PosPaymentMethod;
  customerId: string | null;
  total: Cents;
  settingsLoaded: boolean;
  offline: boolean;
  pending: boolean;
  /** A typed discount cannot be given (it says why beside it). */
  discountProblem: boolean;
  onCheckout: () => void;
  /** The shop's VAT rate (undefined until loaded): a tax invoice above R5 000 names the buyer. */
  vatPercent?: number;
  buyer?: SaleBuyer | null;
  onBuyer?: (buyer: SaleBuyer) => void;
}) {
  const t = useText(posCheckoutText);
  const block = checkoutBlock({
    method,
    customerId,
    total,
    funds: view?.funds ?? null,
    settingsLoaded,
    offline,
  });
  const askBuyer = onBuyer !== undefined && needsBuyer(vatPercent ?? 0, total);
  const buyerBlock = askBuyer && buyerProblem(buyer) !== null;
  return (
    <>
      {askBuyer ? <BuyerDetails value={buyer} onChange={onBuyer} /> : null}
      {view?.text ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
          {view.text}
        </p>
      ) : null}
      <Button
        size="lg"
        className={CHECKOUT_WRAPS}
        onClick={onCheckout}
        disabled={pending || block !== null || discountProblem || buyerBlock}
        aria-describedby={block ? 'checkout-block' : undefined}
      >
        {pending
          ? t('processing')
          : t(offline ? 'checkoutOffline' : 'checkout', { total: unbroken(formatRand(total)) })}
      </Button>
      {block ? (
        <p id="checkout-block" role="status" className="-mt-2 text-sm text-red-700">
          {messageText(block)}
        </p>
      ) : null}
    </>
  );
}
