import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import {
  inTillOrder,
  SHOP_PAYMENT_METHODS,
  type ShopPaymentMethod,
} from '@shared/store-setup/setup-payment.schemas';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useShopSettings, useUpdateShopSettings } from '@client/api/shop-settings-queries';

/**
 * The payment methods the till offers, as ticked in the Setup Wizard; each change is saved at
 * once. The last one cannot be unticked: a till takes at least one way to pay.
 */
export function PaymentMethodsSetting() {
  const t = useText(shopSettingsText);
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const methods = settings.data?.paymentMethods;
  const label = (method: ShopPaymentMethod) => t(`method.${method}`);

  const toggle = (method: ShopPaymentMethod, on: boolean) => {
    if (!methods) return;
    const next = inTillOrder(on ? [...methods, method] : methods.filter((m) => m !== method));
    update.mutate(
      { paymentMethods: next },
      {
        onSuccess: () =>
          toast({
            title: messageText(SHOP_SETTINGS_MESSAGES.saved),
            description: t('methods.saved', { methods: next.map(label).join(', ') }),
          }),
        onError: (error) => toastError(error, messageText(SHOP_SETTINGS_MESSAGES.saveFailed)),
      },
    );
  };

  if (settings.isError) return <p className="text-sm text-red-700">{t('vat.loadError')}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-slate-900">{t('methods.label')}</legend>
      <p className="text-sm text-slate-500">{t('methods.help')}</p>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {SHOP_PAYMENT_METHODS.map((method) => {
          const checked = methods?.includes(method) ?? false;
          const last = checked && methods?.length === 1;
          return (
            <label
              key={method}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={checked}
                disabled={!methods || last || update.isPending}
                onChange={(event) => toggle(method, event.target.checked)}
              />
              <span className="text-sm font-medium text-slate-900">{label(method)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
