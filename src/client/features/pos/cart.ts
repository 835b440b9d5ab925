import { needsBuyer } from '@shared/pos/receipt-legal';
import { discountOff } from '@shared/money/discount';
import { centsToDecimal, toCents, type Cents } from '@shared/money/money';
import type {
  CreatePosSale,
  PosPaymentMethod,
  PriceChangedDetails,
  SaleBuyer,
} from '@shared/pos/pos.schemas';
import { priceSale } from '@shared/pos/sale-totals';
import type { InstalmentCount } from '@shared/credit/schedule';
import {
  discountInput,
  readDiscount,
  type DiscountDraft,
  type DiscountProblem,
} from './discount-draft';

/** One cart line: the price the till shows and the stock known when it was added. */
export interface CartLine {
  productId: string;
  name: string;
  unitPrice: Cents;
  quantity: number;
  stock: number;
  /** The line's discount as typed; none when absent. */
  discount?: DiscountDraft | null;
  /** A pesticide's registration: the line shows its warning. */
  pesticideRegistration?: string | null;
}

export type Cart = CartLine[];

export interface CartChange {
  cart: Cart;
  /** True when the wanted quantity passed the stock and was reduced to it. */
  limited: boolean;
}

/** Sets a line's quantity, capped at the stock; 0 or below removes the line. */
export function setQuantity(cart: Cart, productId: string, quantity: number): CartChange {
  const line = cart.find((l) => l.productId === productId);
  if (!line) return { cart, limited: false };
  if (quantity <= 0) return { cart: cart.filter((l) => l.productId !== productId), limited: false };
  const limited = quantity > line.stock;
  const capped = Math.min(quantity, line.stock);
  return {
    cart: cart.map((l) => (l.productId === productId ? { ...l, quantity: capped } : l)),
    limited,
  };
}

/** Adds one unit of a product (tap on the grid). */
export function addProduct(
  cart: Cart,
  product: {
    id: string;
    name: string;
    price: string;
    stock: number;
    pesticideRegistration?: string | null;
  },
): CartChange {
  const existing = cart.find((l) => l.productId === product.id);
  const fresh = {
    name: product.name,
    unitPrice: toCents(product.price) ?? 0,
    stock: product.stock,
    ...(product.pesticideRegistration
      ? { pesticideRegistration: product.pesticideRegistration }
      : {}),
  };
  if (!existing) {
    if (product.stock < 1) return { cart, limited: true };
    return { cart: [...cart, { productId: product.id, quantity: 1, ...fresh }], limited: false };
  }
  const updated = cart.map((l) => (l.productId === product.id ? { ...l, ...fresh } : l));
  return setQuantity(updated, product.id, existing.quantity + 1);
}

/** Sets (or with null removes) a line's typed discount. */
export const setLineDiscount = (cart: Cart, productId: string, discount: DiscountDraft | null) =>
  cart.map((l) => (l.productId === productId ? { ...l, discount } : l));

/**
 * The till's totals at the shop's VAT rate, with the lines' and the sale's discounts: the same
 * pure function the server prices with. A typed discount that cannot be given counts as none
 * and is named in `problems` (checkout waits until it is put right).
 */
export function cartTotals(cart: Cart, vatPercent: number, saleDiscount?: DiscountDraft | null) {
  const lines = cart.map((l) => {
    const reading = readDiscount(l.discount, l.unitPrice * l.quantity);
    return { listPrice: l.unitPrice, quantity: l.quantity, ...reading };
  });
  const linesTotal = lines.reduce((sum, l) => {
    const gross = l.listPrice * l.quantity;
    return sum + gross - discountOff(gross, l.discount);
  }, 0);
  const sale = readDiscount(saleDiscount, linesTotal);
  const problems = {
    lines: new Map<string, DiscountProblem>(
      lines.flatMap((l, i) => (l.problem ? [[cart[i]!.productId, l.problem] as const] : [])),
    ),
    sale: sale.problem,
  };
  return {
    ...priceSale(lines, vatPercent, sale.discount),
    discounts: { lines: lines.map((l) => l.discount), sale: sale.discount },
    problems,
    blocked: problems.lines.size > 0 || problems.sale !== null,
  };
}

export type CartTotals = ReturnType<typeof cartTotals>;

export interface CheckoutChoice {
  customerId: string | null;
  paymentMethod: PosPaymentMethod;
  instalments: InstalmentCount;
  /** Cash handed over in cents, or null when not entered. */
  cashTendered: Cents | null;
  /** The buyer a full tax invoice names (a registered shop's sale above R5 000). */
  buyer?: SaleBuyer | null;
}

/** The spec's POST /api/pos-sales payload, money as "12.50", with the discounts given. */
export function salePayload(
  cart: Cart,
  choice: CheckoutChoice,
  vatPercent: number,
  saleDiscount?: DiscountDraft | null,
): CreatePosSale {
  const totals = cartTotals(cart, vatPercent, saleDiscount);
  const discount = discountInput(totals.discounts.sale);
  return {
    customerId: choice.customerId,
    items: cart.map((l, i) => {
      const lineDiscount = discountInput(totals.discounts.lines[i] ?? null);
      return {
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: centsToDecimal(l.unitPrice),
        subtotal: centsToDecimal(totals.lines[i]!.subtotal),
        ...(lineDiscount ? { discount: lineDiscount } : {}),
      };
    }),
    subtotal: centsToDecimal(totals.subtotal),
    ...(discount ? { discount } : {}),
    tax: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    paymentMethod: choice.paymentMethod,
    status: 'completed',
    ...(choice.paymentMethod === 'cash' && choice.cashTendered !== null
      ? { cashTendered: centsToDecimal(choice.cashTendered) }
      : {}),
    ...(choice.paymentMethod === 'credit' ? { instalments: choice.instalments } : {}),
    ...(choice.buyer && needsBuyer(vatPercent, totals.total) ? { buyer: choice.buyer } : {}),
  };
}

/** A 409 with current prices: the cart takes them. */
export function applyCurrentPrices(cart: Cart, details: PriceChangedDetails): Cart {
  const current = new Map(details.products.map((p) => [p.productId, toCents(p.unitPrice)]));
  return cart.map((l) => {
    const price = current.get(l.productId);
    return price == null ? l : { ...l, unitPrice: price };
  });
}

/** A 409 for short stock: each named line drops to what is left (gone when nothing is). */
export function applyAvailableStock(
  cart: Cart,
  products: readonly { productId: string; available: number }[],
): Cart {
  const available = new Map(products.map((p) => [p.productId, p.available]));
  return cart.flatMap((l) => {
    const left = available.get(l.productId);
    if (left === undefined) return [l];
    return left > 0 ? [{ ...l, stock: left, quantity: Math.min(l.quantity, left) }] : [];
  });
}

/**
 * One Idempotency-Key per attempted sale: the same payload retried keeps its key (so a retried
 * tap never sells twice); a changed payload is a new attempt with a new key.
 */
export function keyForAttempt(
  previous: { body: string; key: string } | null,
  body: string,
  newKey: () => string,
): { body: string; key: string } {
  return previous && previous.body === body ? previous : { body, key: newKey() };
}
