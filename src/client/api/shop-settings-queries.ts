import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsUpdate } from '@shared/shop-settings/shop-settings.schemas';
import { vatPercentFor } from '@shared/money/vat';
import { keyOf, request } from '@client/api/endpoint';
import { getShopSettings, updateShopSettings } from '@client/api/shop-settings-endpoints';

const SHOP_SETTINGS_KEY = keyOf(getShopSettings);

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SHOP_SETTINGS_KEY,
    queryFn: () => request(getShopSettings, {}),
  });

/** The shop's settings; the till, receipts and product form read VAT registration here. */
export const useShopSettings = () => useQuery(shopSettingsQueryOptions());

/** The VAT rate the till charges, or undefined until the settings have loaded. */
export function useVatPercent(): number | undefined {
  const { data } = useShopSettings();
  return data ? vatPercentFor(data.vatRegistered) : undefined;
}

export function useUpdateShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ShopSettingsUpdate) => request(updateShopSettings, { body: update }),
    onSuccess: (saved) => client.setQueryData(SHOP_SETTINGS_KEY, saved),
  });
}
