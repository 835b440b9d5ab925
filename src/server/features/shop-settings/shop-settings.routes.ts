import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ShopSettingsSchema,
  ShopSettingsUpdateSchema,
} from '@shared/shop-settings/shop-settings.schemas';
import type { Deps } from '@server/deps';
import { currentUser, merchantIdOf } from '@server/plugins/auth';
import { shopOf } from '@server/plugins/shop';
import { createShopSettingsService } from './shop-settings.service';

/** The shop's own settings: read by the till and receipts, set here and by the setup wizard. */
export function registerShopSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const settings = createShopSettingsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop-settings'];

  r.get(
    '/api/shop-settings',
    { schema: { tags, response: { 200: ShopSettingsSchema } } },
    async (request) => {
      const { vatRegistered, paymentMethods } = shopOf(request);
      const { tillLockSeconds, targetMarginPercent } = currentUser(request);
      return { vatRegistered, paymentMethods, tillLockSeconds, targetMarginPercent };
    },
  );

  r.put(
    '/api/shop-settings',
    {
      schema: { tags, body: ShopSettingsUpdateSchema, response: { 200: ShopSettingsSchema } },
    },
    (request) => settings.update(merchantIdOf(request), request.body),
  );
}
