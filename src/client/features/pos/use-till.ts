import { useRef, useState } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { toCents } from '@shared/money/money';
import {
  OFFLINE_PAYMENT_METHODS,
  POS_MESSAGES,
  POS_PAYMENT_METHODS,
} from '@shared/pos/pos-constants';
import type { PosSale } from '@shared/pos/pos.schemas';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { useTillStaff } from '@client/lib/till-user';
import { useStableCallback } from '@client/lib/use-stable-callback';
import { useShopSettings } from '@client/api/shop-settings-queries';
import { messageText } from '@client/i18n/common-text';
import { useCreateSale } from './api/pos-queries';
import { refreshTillCatalogue, useOfflineTill } from './use-till-network';
import {
  addProduct,
  applyAvailableStock,
  applyCurrentPrices,
  cartTotals,
  keyForAttempt,
  salePayload,
  setLineDiscount,
  setQuantity,
  type Cart,
  type CartChange,
  type CheckoutChoice,
} from './cart';
import { checkoutFailure } from './checkout-failure';
import { noteExpiredStock } from './expired-stock-note';
import type { DiscountDraft } from './discount-draft';
import { posText } from './pos-text';
import { approvalNeeded, NOBODY_APPROVES, sendApproved, type AskApproval } from './sale-approval';

/** A checkout's outcome, shown on the receipt it opens. */
export interface SaleSaved {
  title: string;
  description: string;
}

const WALK_IN: CheckoutChoice = {
  customerId: null,
  paymentMethod: 'cash',
  instalments: 1,
  cashTendered: null,
};

const OFFLINE_METHODS: readonly string[] = OFFLINE_PAYMENT_METHODS;

const stockLimit = () =>
  toast({
    title: messageText(POS_MESSAGES.stockLimitTitle),
    description: messageText(POS_MESSAGES.stockLimit),
    variant: 'destructive',
  });

/**
 * The till's state: cart, payment choice and checkout with one key per attempted sale. What the
 * person serving may not do alone is approved on the spot (`askApproval`) before it is sent.
 */
export function useTill(askApproval: AskApproval = NOBODY_APPROVES) {
  const staff = useTillStaff();
  const [cart, setCart] = useState<Cart>([]);
  const [choice, setChoice] = useState<CheckoutChoice>(WALK_IN);
  const [cashText, setCashText] = useState('');
  const [saleDiscount, setSaleDiscount] = useState<DiscountDraft | null>(null);
  const [receipt, setReceipt] = useState<PosSale | null>(null);
  // What the checkout just did ("Sale Completed"), said on its receipt rather than in a toast
  // over it; none for a receipt opened from the list.
  const [saved, setSaved] = useState<SaleSaved | null>(null);
  const showReceipt = useStableCallback((sale: PosSale | null) => {
    if (sale) setSaved(null);
    setReceipt(sale);
  });
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const createSale = useCreateSale(refreshTillCatalogue);
  const offline = useOfflineTill();
  const { vatPercent } = offline;
  // The shop's methods: none while its settings are being fetched (so a method it does not take
  // never shows for a moment); every one when they cannot be (no network: cash and card sell).
  const settings = useShopSettings();
  const methods =
    settings.data?.paymentMethods ??
    (settings.fetchStatus === 'fetching' ? [] : POS_PAYMENT_METHODS);
  const paymentMethod = methods.includes(choice.paymentMethod)
    ? choice.paymentMethod
    : (methods[0] ?? choice.paymentMethod);
  const chosen = { ...choice, paymentMethod };
  const totals = cartTotals(cart, vatPercent ?? 0, saleDiscount);

  const apply = ({ cart: next, limited }: CartChange) => {
    setCart(next);
    if (limited) stockLimit();
  };

  // Stable, so the tiles, cart lines and lists handed them render again only when they change.
  const add = useStableCallback((product: Product) => apply(addProduct(cart, product)));
  const changeQuantity = useStableCallback((productId: string, quantity: number) =>
    apply(setQuantity(cart, productId, quantity)),
  );
  const discountLine = useStableCallback((productId: string, discount: DiscountDraft | null) =>
    setCart((c) => setLineDiscount(c, productId, discount)),
  );
  const choose = useStableCallback((patch: Partial<CheckoutChoice>) =>
    setChoice((c) => ({ ...c, ...patch })),
  );

  const checkout = async () => {
    // Checkout waits for the shop's VAT rate (its button says so).
    if (vatPercent === undefined) return;
    if (cart.length === 0) {
      toast({
        title: messageText(POS_MESSAGES.emptyCartTitle),
        description: messageText(POS_MESSAGES.emptyCart),
        variant: 'destructive',
      });
      return;
    }
    const tendered = paymentMethod === 'cash' && cashText.trim() ? toCents(cashText) : null;
    // A discount that cannot be given is said beside it; the button waits until it is put right.
    if (totals.blocked) return;
    const body = salePayload(cart, { ...chosen, cashTendered: tendered }, vatPercent, saleDiscount);
    attempt.current = keyForAttempt(attempt.current, JSON.stringify(body), () =>
      crypto.randomUUID(),
    );
    const { key } = attempt.current;
    const needed = approvalNeeded(body, staff);
    const cashier = staff ? { id: staff.id, name: staff.name } : null;
    const done = (sale: PosSale, notice: SaleSaved) => {
      attempt.current = null;
      setCart([]);
      setCashText('');
      setSaleDiscount(null);
      setChoice(WALK_IN);
      setReceipt(sale);
      setSaved(notice);
    };
    // Cash and card sell with no network: queued under the key this attempt already has, so a
    // send that did reach the server before the network dropped is not sold twice.
    const sellOffline = async () => {
      const names = new Map(cart.map((l) => [l.productId, l.name]));
      done(await offline.queue({ id: key, body, vatPercent, cashier }, names), {
        title: posText.t('offlineSaved'),
        description: posText.t('offlineSavedText'),
      });
    };
    if (!offline.online && OFFLINE_METHODS.includes(body.paymentMethod)) {
      if (needed && !(await askApproval(needed))) return;
      return sellOffline();
    }
    try {
      const sale = await sendApproved(
        (approvalToken) => createSale.mutateAsync({ body, key, approvalToken }),
        needed,
        askApproval,
      );
      if (!sale) return;
      done(sale, {
        title: messageText(POS_MESSAGES.successTitle),
        description: messageText(POS_MESSAGES.success),
      });
    } catch (error) {
      if (!(error instanceof ApiError) && OFFLINE_METHODS.includes(body.paymentMethod)) {
        return sellOffline();
      }
      if (noteExpiredStock(error)) return;
      const failure = checkoutFailure(error);
      if (failure.kind === 'prices') setCart((c) => applyCurrentPrices(c, failure.details));
      if (failure.kind === 'stock') setCart((c) => applyAvailableStock(c, failure.products));
      toast({
        title: messageText(POS_MESSAGES.failure),
        description: failure.message,
        variant: 'destructive',
      });
    }
  };

  return {
    online: offline.online,
    cart,
    methods,
    choice: chosen,
    cashText,
    saleDiscount,
    totals,
    vatPercent,
    receipt,
    saved,
    pending: createSale.isPending,
    add,
    changeQuantity,
    discountLine,
    discountSale: setSaleDiscount,
    choose,
    setCashText,
    checkout,
    showReceipt,
  };
}
