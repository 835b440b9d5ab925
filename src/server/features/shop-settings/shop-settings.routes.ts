import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ShopSettingsSchema,
  ShopSettingsUpdateSchema,
} from '@shared/shop-settings/shop-settings.schemas';
import { TurnoverSchema } from '@shared/shop-settings/turnover.schemas';
import type { Deps } from '@server/deps';
import { currentUser, merchantIdOf } from '@server/plugins/auth';
import { createShopSettingsService, settingsOf } from './shop-settings.service';
import { createTurnoverService } from './turnover.service';

/** The shop's own settings: read by the till and receipts, set here and by the setup wizard. */
export function registerShopSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const settings = createShopSettingsService(deps);
  const turnover = createTurnoverService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop-settings'];

  r.get(
    '/api/shop-settings',
    { schema: { tags, response: { 200: ShopSettingsSchema } } },
    async (request) => {
      const user = currentUser(request);
      return settingsOf({ ...user, address: user.businessAddress });
    },
  );

  r.put(
    '/api/shop-settings',
    {
      schema: { tags, body: ShopSettingsUpdateSchema, response: { 200: ShopSettingsSchema } },
    },
    (request) => settings.update(merchantIdOf(request), request.body),
  );

  /** The taxable turnover meter (owner only): the settings' VAT fields and the dashboard's warning. */
  r.get(
    '/api/analytics/turnover',
    { schema: { tags, response: { 200: TurnoverSchema } } },
    (request) => turnover.meter(merchantIdOf(request)),
  );
}
