import type { ReactNode } from 'react';
import type { CustomerFundsView } from '@shared/pos/checkout-block';
import { Field } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { useStableCallback } from '@client/lib/use-stable-callback';
import { posCheckoutText } from '../pos-checkout-text';
import type { useTill } from '../use-till';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CheckoutArea, type CustomerFundsSlot } from './checkout-area';
import { DiscountButton, DiscountField } from './discount-field';
import { PaymentChoice } from './payment-choice';
import { CustomerPicker } from './till-parts';

/**
 * The cart's lines, customer, payment, discount, totals and checkout. A part of its own, loaded
 * once the till's products show (on a phone the cart sits below the products): the cart's
 * state lives in useTill, so a product tapped before it is there is in it when it shows.
 */
export function CartBody({
  till,
  customerFunds,
  customerExtra,
}: {
  till: ReturnType<typeof useTill>;
  customerFunds: CustomerFundsSlot;
  customerExtra?: (customerId: string) => ReactNode;
}) {
  const t = useText(posCheckoutText);
  const chooseCustomer = useStableCallback((id: string) => till.choose({ customerId: id || null }));
  const { subtotal, discount, tax, total } = till.totals;
  const saleDiscount = till.totals.discounts.sale;
  const { paymentMethod: method, customerId } = till.choice;
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
    <>
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
          onChange={chooseCustomer}
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
    </>
  );
}
