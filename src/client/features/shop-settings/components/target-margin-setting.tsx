import {
  DEFAULT_TARGET_MARGIN_PERCENT,
  SHOP_SETTINGS_MESSAGES,
} from '@shared/shop-settings/shop-settings.schemas';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { Select } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useShopSettings, useUpdateShopSettings } from '@client/api/shop-settings-queries';

/** The margins offered (the setting takes any whole percent from 0 to 90). */
export const TARGET_MARGIN_CHOICES = [10, 15, 20, 25, 30, 35, 40, 50] as const;

/** The margin the owner aims for: the product form suggests the price for it; saved at once. */
export function TargetMarginSetting() {
  const t = useText(shopSettingsText);
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const current = settings.data?.targetMarginPercent;
  const choices = [
    ...new Set([...TARGET_MARGIN_CHOICES, current ?? DEFAULT_TARGET_MARGIN_PERCENT]),
  ].sort((a, b) => a - b);

  const save = (percent: number) =>
    update.mutate(
      { targetMarginPercent: percent },
      {
        onSuccess: () =>
          toast({
            title: messageText(SHOP_SETTINGS_MESSAGES.saved),
            description: t('targetMargin.saved', { percent }),
          }),
        onError: (error) => toastError(error, messageText(SHOP_SETTINGS_MESSAGES.saveFailed)),
      },
    );

  if (settings.isError) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="target-margin" className="font-medium text-slate-900">
        {t('targetMargin.label')}
      </label>
      <p className="text-sm text-slate-500">{t('targetMargin.help')}</p>
      <Select
        id="target-margin"
        className="sm:max-w-xs"
        value={current ?? ''}
        disabled={current === undefined || update.isPending}
        onChange={(event) => save(Number(event.target.value))}
      >
        {current === undefined ? <option value="" /> : null}
        {choices.map((percent) => (
          <option key={percent} value={percent}>
            {t('targetMargin.option', { percent })}
          </option>
        ))}
      </Select>
    </div>
  );
}
