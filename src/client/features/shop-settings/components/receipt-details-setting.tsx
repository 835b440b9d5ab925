import { useState, type FormEvent } from 'react';
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
} from '@shared/shop-settings/shop-settings.schemas';
import { isVatNumber, VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { Button } from '@client/components/ui/button';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useShopSettings, useUpdateShopSettings } from '@client/api/shop-settings-queries';

type Details = Pick<ShopSettings, 'legalName' | 'address' | 'vatNumber'>;

/** The form's text of what is stored (empty for none). */
const draftOf = (settings: Details) => ({
  legalName: settings.legalName ?? '',
  address: settings.address ?? '',
  vatNumber: settings.vatNumber ?? '',
});

/**
 * What every receipt prints (Consumer Protection Act s26) and a registered shop's tax invoices
 * need: the registered name, the address and the VAT number (10 digits starting with 4).
 */
export function ReceiptDetailsSetting() {
  const t = useText(shopSettingsText);
  const settings = useShopSettings();
  if (settings.isError) return <p className="text-sm text-red-700">{t('vat.loadError')}</p>;
  if (!settings.data) return null;
  return <ReceiptDetailsForm saved={settings.data} />;
}

function ReceiptDetailsForm({ saved }: { saved: Details }) {
  const t = useText(shopSettingsText);
  const update = useUpdateShopSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [vatError, setVatError] = useState<string | undefined>();
  const change = (field: keyof Details) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vatNumber = draft.vatNumber.trim();
    const refused = vatNumber !== '' && !isVatNumber(vatNumber) ? VAT_NUMBER_MESSAGE : undefined;
    setVatError(refused);
    if (refused) return;
    update.mutate(
      { legalName: draft.legalName, address: draft.address, vatNumber },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          toast({
            title: messageText(SHOP_SETTINGS_MESSAGES.saved),
            description: t('legal.saved'),
          });
        },
        onError: (error) => toastError(error, messageText(SHOP_SETTINGS_MESSAGES.saveFailed)),
      },
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div>
        <p className="font-medium text-slate-900">{t('legal.title')}</p>
        <p className="text-sm text-slate-500">{t('legal.help')}</p>
      </div>
      <Field label={t('legal.legalName')} htmlFor="legal-name">
        <Input
          id="legal-name"
          maxLength={120}
          autoComplete="organization"
          value={draft.legalName}
          onChange={change('legalName')}
        />
      </Field>
      <Field label={t('legal.address')} htmlFor="shop-address">
        <Input
          id="shop-address"
          maxLength={200}
          autoComplete="street-address"
          value={draft.address}
          onChange={change('address')}
        />
      </Field>
      <Field label={t('legal.vatNumber')} htmlFor="vat-number" error={vatError}>
        <Input
          id="vat-number"
          inputMode="numeric"
          placeholder="4123456789"
          value={draft.vatNumber}
          onChange={change('vatNumber')}
          {...invalidProps('vat-number', vatError)}
        />
        <p className="text-xs text-slate-500">{t('legal.vatNumberHelp')}</p>
      </Field>
      <Button type="submit" variant="outline" className="self-start" disabled={update.isPending}>
        {t('legal.save')}
      </Button>
    </form>
  );
}
