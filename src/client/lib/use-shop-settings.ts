import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsUpdate } from '@shared/shop-settings/shop-settings.schemas';
import { vatPercentFor } from '@shared/money/vat';
import { apiRequest } from './api';

const SHOP_SETTINGS_PATH = '/api/shop-settings';
const SHOP_SETTINGS_KEY = [SHOP_SETTINGS_PATH] as const;

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SHOP_SETTINGS_KEY,
    queryFn: () => apiRequest<ShopSettings>('GET', SHOP_SETTINGS_PATH),
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
    mutationFn: (update: ShopSettingsUpdate) =>
      apiRequest<ShopSettings>('PUT', SHOP_SETTINGS_PATH, update),
    onSuccess: (saved) => client.setQueryData(SHOP_SETTINGS_KEY, saved),
  });
}
