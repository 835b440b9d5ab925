import type { ShopSettingsUpdate } from '@shared/shop-settings/shop-settings.schemas';
import { defineEndpoint, typed } from './endpoint';

const schemas = () => import('@shared/shop-settings/shop-settings.schemas');

/** The shop's settings; the till, receipts and product form read VAT registration here. */
export const getShopSettings = defineEndpoint({
  method: 'GET',
  path: '/api/shop-settings',
  response: async () => (await schemas()).ShopSettingsSchema,
});

export const updateShopSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/shop-settings',
  body: typed<ShopSettingsUpdate>(),
  response: async () => (await schemas()).ShopSettingsSchema,
});
