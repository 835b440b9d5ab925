import { useRef } from 'react';
import { formatRand } from '@shared/money/money';
import { CustomerPicker } from '@client/components/customer-picker';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/input';
import { CartLines } from './components/cart-lines';
import { PaymentChoice } from './components/payment-choice';
import { ProductGrid } from './components/product-grid';
import { ReceiptDialog } from './components/receipt-dialog';
import { RecentSales } from './components/recent-sales';
import { useInView } from './use-in-view';
import { useTill } from './use-till';

/** POS System (/pos): tap products into the cart, choose the payment, check out, print. */
export default function PosPage() {
  const till = useTill();
  const { subtotal, tax, total } = till.totals;
  const inCart = new Map(till.cart.map((l) => [l.productId, l.quantity]));
  const count = till.cart.reduce((sum, l) => sum + l.quantity, 0);
  const cartRef = useRef<HTMLDivElement>(null);
  const cartInView = useInView(cartRef);
  return (
    <div className="flex flex-col gap-4 pb-16 lg:pb-0">
      <PageHeader title="POS System" subtitle="Tap products to sell, then check out" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ProductGrid inCart={inCart} onAdd={till.add} />
        <div ref={cartRef} id="pos-cart" className="h-fit scroll-mt-20 lg:sticky lg:top-4">
          <Card>
            <CardHeader>
              <CardTitle>
                Cart{' '}
                {count > 0 ? (
                  <span className="text-slate-500">
                    ({count} {count === 1 ? 'item' : 'items'})
                  </span>
                ) : null}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <CartLines cart={till.cart} onQuantity={till.changeQuantity} />
              <Field label="Customer" htmlFor="pos-customer">
                <CustomerPicker
                  id="pos-customer"
                  value={till.choice.customerId ?? ''}
                  emptyLabel="Walk-in customer"
                  onChange={(id) => till.choose({ customerId: id || null })}
                />
              </Field>
              <PaymentChoice
                choice={till.choice}
                cashText={till.cashText}
                total={total}
                fundsText={till.fundsText}
                onChange={till.choose}
                onCashText={till.setCashText}
              />
              <dl
                aria-label="Totals"
                className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm"
              >
                <div className="flex justify-between">
                  <dt>Subtotal</dt>
                  <dd className="tabular-nums">{formatRand(subtotal)}</dd>
                </div>
                {till.vatPercent ? (
                  <div className="flex justify-between">
                    <dt>VAT ({till.vatPercent}%)</dt>
                    <dd className="tabular-nums">{formatRand(tax)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between text-lg font-bold">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{formatRand(total)}</dd>
                </div>
              </dl>
              <Button
                size="lg"
                onClick={() => void till.checkout()}
                disabled={till.pending || till.block !== null}
                aria-describedby={till.block ? 'checkout-block' : undefined}
              >
                {till.pending ? 'Processing…' : `Checkout ${formatRand(total)}`}
              </Button>
              {till.block ? (
                <p id="checkout-block" role="status" className="-mt-2 text-sm text-red-700">
                  {till.block}
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
      <RecentSales onOpen={till.showReceipt} />
      {count > 0 && !cartInView ? (
        <a
          href="#pos-cart"
          className="fixed inset-x-3 bottom-[4.5rem] z-30 flex items-center justify-between gap-2 rounded-xl bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg lg:hidden"
        >
          <span>
            {count} {count === 1 ? 'item' : 'items'} · {formatRand(total)}
          </span>
          <span>View cart</span>
        </a>
      ) : null}
      <ReceiptDialog sale={till.receipt} onClose={() => till.showReceipt(null)} />
    </div>
  );
}
