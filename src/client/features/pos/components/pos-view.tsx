import { useRef, useState, type ReactNode } from 'react';
import { formatRand } from '@shared/money/money';
import { PageHeader } from '@client/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/input';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { useInView } from '../use-in-view';
import { useTill } from '../use-till';
import { useTillScan } from '../use-till-scan';
import { useKeyboardWedge } from '@client/lib/barcode-scanner/wedge';
import { usePreloadAfterPaint } from '@client/lib/lazy-part';
import type { AskApproval } from '../sale-approval';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CheckoutArea, type CustomerFundsSlot } from './checkout-area';
import { DiscountButton, DiscountField } from './discount-field';
import { PaymentChoice } from './payment-choice';
import { ProductGrid } from './product-grid';
import { ShiftEntry } from './shift-entry';
import { TillScan } from './till-scan';
import {
  CustomerPicker,
  ExpiredStockRefusal,
  ReceiptDialog,
  RecentSales,
  SyncReport,
  SyncStatus,
  TILL_PARTS,
} from './till-parts';
import { TILL_WAITING_KEY } from '@client/lib/till-waiting';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { useTillRefunds } from '../refunds/till-refunds';

/** After a sale the next thing is the next customer's first product: the search. */
const focusSearch = (event: Event) => {
  event.preventDefault();
  document.getElementById('pos-search')?.focus();
};

/**
 * The till: tap products into the cart, choose the payment, check out, print. What a wallet or
 * credit customer can spend comes from those areas, through `customerFunds`; `customerExtra`
 * shows more about the chosen customer (their stamp card).
 */
export function PosView({
  customerFunds,
  customerExtra,
  askApproval,
  headerActions,
}: {
  customerFunds: CustomerFundsSlot;
  customerExtra?: (customerId: string) => ReactNode;
  /** Asks a manager or the owner to approve what the person serving may not do alone. */
  askApproval?: AskApproval;
  /** Who is serving and "Switch user" (the shop staff area). */
  headerActions?: ReactNode;
}) {
  const till = useTill(askApproval);
  const refunds = useTillRefunds(askApproval);
  const t = useText(posText);
  usePreloadAfterPaint(...TILL_PARTS);
  const [showsSyncStatus] = useState(() => !localStorage.getItem(TILL_WAITING_KEY));
  const { subtotal, discount, tax, total } = till.totals;
  const saleDiscount = till.totals.discounts.sale;
  const inCart = new Map(till.cart.map((l) => [l.productId, l.quantity]));
  const count = till.cart.reduce((sum, l) => sum + l.quantity, 0);
  const cartRef = useRef<HTMLDivElement>(null);
  const cartInView = useInView(cartRef);
  const { paymentMethod: method, customerId } = till.choice;
  const scans = useTillScan(till.add, till.online);
  // A USB or Bluetooth scanner anywhere on the till, unless the receipt is showing.
  useKeyboardWedge((code) => void scans.scan(code), { enabled: !till.receipt });
  const checkoutArea = (view: CustomerFundsView | null) => (
    <CheckoutArea
      view={view}
      method={method}
      customerId={customerId}
      total={total}
      settingsLoaded={till.vatPercent !== undefined}
      offline={!till.online}
      pending={till.pending}
      discountProblem={till.totals.blocked}
      onCheckout={() => void till.checkout()}
      vatPercent={till.vatPercent}
      buyer={till.choice.buyer}
      onBuyer={(buyer) => till.choose({ buyer })}
    />
  );
  return (
    <div className="flex flex-col gap-4 pb-16 lg:pb-0">
      {/* The layout shows it once sales wait at the start; before that, the till does. */}
      {showsSyncStatus ? <SyncStatus /> : null}

      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <ShiftEntry />
            {refunds.findButton}
            {headerActions}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <TillScan last={scans.last} inCart={inCart} onCode={(code) => void scans.scan(code)} />
          <ProductGrid inCart={inCart} onAdd={till.add} onCode={(code) => void scans.scan(code)} />
        </div>
        <div ref={cartRef} id="pos-cart" className="h-fit scroll-mt-20 lg:sticky lg:top-4">
          <Card>
            <CardHeader>
              <CardTitle>
                {t('cart')}{' '}
                {count > 0 ? (
                  <span className="text-slate-500">({t('items', { count })})</span>
                ) : null}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <CartLines
                cart={till.cart}
                totals={till.totals}
                onQuantity={till.changeQuantity}
                onDiscount={till.discountLine}
              />
              <Field label={t('customer')} htmlFor="pos-customer">
                <CustomerPicker
                  id="pos-customer"
                  value={till.choice.customerId ?? ''}
                  emptyLabel={t('walkIn')}
                  onChange={(id) => till.choose({ customerId: id || null })}
                />
              </Field>
              {till.choice.customerId ? customerExtra?.(till.choice.customerId) : null}
              <PaymentChoice
                methods={till.methods}
                choice={till.choice}
                cashText={till.cashText}
                total={total}
                offline={!till.online}
                onChange={till.choose}
                onCashText={till.setCashText}
              />
              {till.cart.length === 0 ? null : till.saleDiscount ? (
                <DiscountField
                  label={t('saleDiscount')}
                  showLabel
                  draft={till.saleDiscount}
                  problem={till.totals.problems.sale}
                  limit={subtotal}
                  onChange={till.discountSale}
                />
              ) : (
                <DiscountButton
                  label={t('saleDiscount')}
                  onOpen={() => till.discountSale({ kind: 'amount', text: '' })}
                />
              )}
              <CartTotals
                subtotal={subtotal}
                discount={discount}
                discountPercent={saleDiscount?.kind === 'percent' ? saleDiscount.percent : null}
                tax={tax}
                total={total}
                vatPercent={till.vatPercent ?? 0}
              />
              {method === 'wallet' || method === 'credit'
                ? customerFunds(method, customerId, checkoutArea)
                : checkoutArea(null)}
            </CardContent>
          </Card>
        </div>
      </div>
      <SyncReport onOpen={till.showReceipt} />
      <RecentSales onOpen={till.showReceipt} onRefund={refunds.refundSale} />
      {count > 0 && !cartInView ? (
        <a
          href="#pos-cart"
          className="fixed inset-x-3 bottom-[4.5rem] z-30 flex items-center justify-between gap-2 rounded-xl bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg lg:hidden"
        >
          <span>
            {t('items', { count })} · {formatRand(total)}
          </span>
          <span>{t('viewCart')}</span>
        </a>
      ) : null}
      <ReceiptDialog
        sale={till.receipt}
        notice={till.saved}
        onClose={() => till.showReceipt(null)}
        onCloseAutoFocus={till.saved ? focusSearch : undefined}
        voidAction={(sale) => refunds.voidAction(sale, () => till.showReceipt(null))}
      />
      {refunds.dialog}
      <ExpiredStockRefusal />
    </div>
  );
}
