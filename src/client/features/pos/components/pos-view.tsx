import { useRef, useState, type ReactNode } from 'react';
import { formatRand } from '@shared/money/money';
import { PageHeader } from '@client/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useInView } from '../use-in-view';
import { useTill } from '../use-till';
import { useTillScan } from '../use-till-scan';
import { useKeyboardWedge } from '@client/lib/barcode-scanner/wedge';
import { lazyPartAfterContent, usePreloadAfterContent } from '@client/lib/lazy-part';
import type { AskApproval } from '../sale-approval';
import type { CustomerFundsSlot } from './checkout-area';
import { ProductGrid } from './product-grid';
import { ShiftEntry } from './shift-entry';
import { TillScan } from './till-scan';
import {
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

/**
 * The cart's contents (its card and title are the till's), as tall as an empty cart until
 * loaded, once the products show. Here, not in till-parts.tsx: cart-body imports that file.
 */
const CartBody = lazyPartAfterContent(
  () => import('./cart-body').then((m) => m.CartBody),
  () => <div className="min-h-96" />,
);

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
  usePreloadAfterContent(CartBody.preload, ...TILL_PARTS);
  const [showsSyncStatus] = useState(() => !localStorage.getItem(TILL_WAITING_KEY));
  const { total } = till.totals;
  const inCart = new Map(till.cart.map((l) => [l.productId, l.quantity]));
  const count = till.cart.reduce((sum, l) => sum + l.quantity, 0);
  const cartRef = useRef<HTMLDivElement>(null);
  const cartInView = useInView(cartRef);
  const scans = useTillScan(till.add, till.online);
  // A USB or Bluetooth scanner anywhere on the till, unless the receipt is showing.
  useKeyboardWedge((code) => void scans.scan(code), { enabled: !till.receipt });
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
              <CartBody till={till} customerFunds={customerFunds} customerExtra={customerExtra} />
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
