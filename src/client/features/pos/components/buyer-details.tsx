import type { SaleBuyer } from '@shared/pos/pos.schemas';
import { BUYER_NEEDED_MESSAGE } from '@shared/pos/receipt-legal';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { isVatNumber, VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';
import { posCheckoutText } from '../pos-checkout-text';
import { buyerProblem } from './buyer-problem';

const EMPTY: SaleBuyer = { name: '', address: '', vatNumber: '' };

/**
 * The till's buyer step before a registered shop's sale above R5 000: the buyer's name and
 * address (and VAT number when they are a vendor), printed on the full tax invoice.
 */
export function BuyerDetails({
  value,
  onChange,
}: {
  value: SaleBuyer | null | undefined;
  onChange: (buyer: SaleBuyer) => void;
}) {
  const t = useText(posCheckoutText);
  const buyer = value ?? EMPTY;
  const set = (field: keyof SaleBuyer) => (event: { target: { value: string } }) =>
    onChange({ ...buyer, [field]: event.target.value });
  const vatNumber = buyer.vatNumber?.trim();
  const vatError = vatNumber && !isVatNumber(vatNumber) ? VAT_NUMBER_MESSAGE : undefined;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{t('buyer.title')}</legend>
      <p className="text-sm text-slate-600">{t('buyer.help')}</p>
      <Field label={t('buyer.name')} htmlFor="buyer-name">
        <Input
          id="buyer-name"
          maxLength={120}
          autoComplete="off"
          value={buyer.name}
          onChange={set('name')}
        />
      </Field>
      <Field label={t('buyer.address')} htmlFor="buyer-address">
        <Input
          id="buyer-address"
          maxLength={200}
          autoComplete="off"
          value={buyer.address}
          onChange={set('address')}
        />
      </Field>
      <Field label={t('buyer.vatNumber')} htmlFor="buyer-vat" error={vatError}>
        <Input
          id="buyer-vat"
          inputMode="numeric"
          value={buyer.vatNumber ?? ''}
          onChange={set('vatNumber')}
          {...invalidProps('buyer-vat', vatError)}
        />
      </Field>
      {buyerProblem(buyer) === BUYER_NEEDED_MESSAGE ? (
        <p id="buyer-needed" role="status" className="text-sm text-red-700">
          {messageText(BUYER_NEEDED_MESSAGE)}
        </p>
      ) : null}
    </fieldset>
  );
}
