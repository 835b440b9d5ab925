import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useShopSettings, useUpdateShopSettings } from '@client/lib/use-shop-settings';

/**
 * The shop's "VAT registered" setting, saved at once through the shop settings API: in the
 * Settings page and in the setup wizard's payment step.
 */
export function VatRegisteredSwitch() {
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const vatRegistered = settings.data?.vatRegistered;

  const save = (value: boolean) =>
    update.mutate(
      { vatRegistered: value },
      {
        onSuccess: () =>
          toast({
            title: SHOP_SETTINGS_MESSAGES.saved,
            description: value
              ? 'The till adds 15% VAT and receipts show it.'
              : 'The till charges shelf prices and receipts show no VAT.',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, SHOP_SETTINGS_MESSAGES.saveFailed),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">VAT registered</p>
        <p className="text-sm text-slate-500">
          On: the till adds 15% VAT and receipts show it. Off for a shop below the VAT registration
          threshold: no VAT is charged or shown anywhere.
        </p>
      </div>
      {settings.isError ? (
        <p className="text-sm text-red-700">Settings could not be loaded.</p>
      ) : (
        <Switch
          label="VAT registered"
          checked={vatRegistered ?? false}
          disabled={vatRegistered === undefined || update.isPending}
          onCheckedChange={save}
        />
      )}
    </div>
  );
}
