import { DEFAULT_TILL_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useShopSettings, useUpdateShopSettings } from '@client/api/shop-settings-queries';

/** The choices offered, 30 s to 60 min (the setting's range). */
export const TILL_LOCK_CHOICES = [30, 60, 120, 300, 600, 900, 1800, 3600] as const;

/** "30 seconds", "2 minutes": whole minutes as minutes. */
export function tillLockLabel(seconds: number, t: typeof shopSettingsText.t): string {
  return seconds % 60 === 0
    ? t('tillLock.minutes', { count: seconds / 60 })
    : t('tillLock.seconds', { count: seconds });
}

/** How long a till with staff may stay untouched before it asks for a PIN again; saved at once. */
export function TillLockSetting() {
  const t = useText(shopSettingsText);
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const current = settings.data?.tillLockSeconds;
  // A time set elsewhere (the API takes any second in range) stays choosable as it is.
  const choices = [...new Set([...TILL_LOCK_CHOICES, current ?? DEFAULT_TILL_LOCK_SECONDS])].sort(
    (a, b) => a - b,
  );

  const save = (seconds: number) =>
    update.mutate(
      { tillLockSeconds: seconds },
      {
        onSuccess: () =>
          toast({
            title: messageText(SHOP_SETTINGS_MESSAGES.saved),
            description: t('tillLock.saved', { time: tillLockLabel(seconds, t) }),
          }),
        onError: (error) => toastError(error, messageText(SHOP_SETTINGS_MESSAGES.saveFailed)),
      },
    );

  if (settings.isError) return <p className="text-sm text-red-700">{t('vat.loadError')}</p>;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="till-lock" className="font-medium text-slate-900">
        {t('tillLock.label')}
      </label>
      <p className="text-sm text-slate-500">{t('tillLock.help')}</p>
      <Select
        id="till-lock"
        className="sm:max-w-xs"
        value={current ?? ''}
        disabled={current === undefined || update.isPending}
        onChange={(event) => save(Number(event.target.value))}
      >
        {current === undefined ? <option value="" /> : null}
        {choices.map((seconds) => (
          <option key={seconds} value={seconds}>
            {tillLockLabel(seconds, t)}
          </option>
        ))}
      </Select>
    </div>
  );
}
