import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useShopSettings, useUpdateShopSettings } from '@client/api/shop-settings-queries';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { shopSettingsText } from './shop-settings-text';

/**
 * The shop's "VAT registered" setting, saved at once through the shop settings API: in the
 * Settings page and in the setup wizard's payment step.
 */
export function VatRegisteredSwitch() {
  const t = useText(shopSettingsText);
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const vatRegistered = settings.data?.vatRegistered;

  const save = (value: boolean) =>
    update.mutate(
      { vatRegistered: value },
      {
        onSuccess: () =>
          toast({
            title: messageText(SHOP_SETTINGS_MESSAGES.saved),
            description: value ? t('vat.on') : t('vat.off'),
          }),
        onError: (error) => toastError(error, messageText(SHOP_SETTINGS_MESSAGES.saveFailed)),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{t('vat.label')}</p>
        <p className="text-sm text-slate-500">{t('vat.help')}</p>
      </div>
      {settings.isError ? (
        <p className="text-sm text-red-700">{t('vat.loadError')}</p>
      ) : (
        <Switch
          label={t('vat.label')}
          checked={vatRegistered ?? false}
          disabled={vatRegistered === undefined || update.isPending}
          onCheckedChange={save}
        />
      )}
    </div>
  );
}
