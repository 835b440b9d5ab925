import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import type { Env } from './env';
import { noRoute, rateLimited } from './lib/app-error';
import { loadClientShell } from './lib/client-shell';
import { registerArea } from './plugins/areas';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors';
import { contractValidatorCompiler } from './plugins/contract-validation';
import { registerJsonParser } from './plugins/json-depth';
import { loggerOptions } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { openApiTransform } from './plugins/openapi-errors';
import { registerAuthRoutes, registerSessionRoutes } from './features/auth/auth.routes';
import { registerAccountSecurityRoutes } from './features/auth/account-security.routes';
import { registerSystemRoutes } from './features/system/system.routes';
import { registerSuppliersRoutes } from './features/suppliers/suppliers.routes';
import { registerBrandsRoutes } from './features/brands/brands.routes';
import { registerPromotionsRoutes } from './features/brands/promotions.routes';
import { registerStockAlertsRoutes } from './features/stock-alerts/stock-alerts.routes';
import { registerCatalogRoutes } from './features/catalog/catalog.routes';
import { registerStockTakesRoutes } from './features/stock-takes/stock-takes.routes';
import { registerStockInRoutes } from './features/stock-in/stock-in.routes';
import { registerInvoicePhotoRoutes } from './features/stock-in/invoice-photo.routes';
import { registerPurchaseOrdersRoutes } from './features/purchase-orders/purchase-orders.routes';
import {
  registerProductImageFileRoutes,
  registerProductImageRoutes,
} from './features/catalog/product-images.routes';
import { registerRepeatOrderRoutes } from './features/repeat-orders/repeat-orders.routes';
import { registerCreditRoutes } from './features/credit/credit.routes';
import { registerWalletRoutes } from './features/wallets/wallets.routes';
import { registerPaymentsRoutes } from './features/payments/payments.routes';
import { registerVasRoutes } from './features/vas/vas.routes';
import { registerFloatRoutes } from './features/vas/float.routes';
import { registerCustomersRoutes } from './features/customers/customers.routes';
import { registerOrdersRoutes } from './features/orders/orders.routes';
import { registerPosRoutes } from './features/pos/pos.routes';
import { registerShiftsRoutes } from './features/shifts/shifts.routes';
import { registerReceiptPageRoutes } from './features/receipts/receipts.routes';
import { registerShopSettingsRoutes } from './features/shop-settings/shop-settings.routes';
import { registerExportsRoutes } from './features/exports/exports.routes';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes';
import { registerAnalyticsRoutes } from './features/analytics/smart-dashboard.routes';
import { registerLoyaltyRoutes } from './features/loyalty/loyalty.routes';
import { registerStoreSetupRoutes } from './features/store-setup/store-setup.routes';
import { registerMicroLendingRoutes } from './features/micro-lending/micro-lending.routes';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { registerEmployeesRoutes } from './features/employees/employees.routes';
import { registerVoiceOrderingRoutes } from './features/voice-ordering/voice-ordering.routes';
import { registerShopStaffRoutes } from './features/shop-staff/shop-staff.routes';
import { registerBackupsRoutes } from './features/backups/backups.routes';
import { registerComplianceRoutes } from './features/compliance/compliance.routes';
import { registerInspectPageRoutes } from './features/compliance/inspect.routes';
import { registerMaintenance } from './plugins/maintenance';
import { registerAdmission } from './plugins/admission';
import { phrase } from '@shared/i18n/phrase';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const API_DESCRIPTION = [
  'Every answer that is not 2xx has one shape: {"error": {"code", "message", "details"?}}.',
  'Money is sent as "12.50" or 12.5 and answered as "12.50"; each amount states its range.',
  'No string field or query parameter may hold a NUL character (U+0000): 400.',
].join(' ');

/** Registers plugins and features explicitly; listening is the caller's job. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  // A restore holds new requests back (503) and lets those in flight finish first.
  const maintenance = registerMaintenance(app);
  // Past this many requests at once, more answer 503 with Retry-After instead of queueing.
  registerAdmission(app, env.MAX_REQUESTS_IN_FLIGHT);

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: env.GLOBAL_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      rateLimited(
        phrase('Too many requests. Try again in {seconds} seconds.', {
          seconds: Math.ceil(context.ttl / 1000),
        }),
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'KasiTrade API', version: '0.1.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSystemRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerProductImageFileRoutes(app, deps);
  registerReceiptPageRoutes(app, deps);
  registerInspectPageRoutes(app, deps);
  // Any signed-in account: its session, its own trusted phones and password.
  await registerArea(app, deps, [], [registerSessionRoutes, registerAccountSecurityRoutes]);
  await registerArea(
    app,
    deps,
    ['merchant'],
    [
      registerCatalogRoutes,
      registerProductImageRoutes,
      registerRepeatOrderRoutes,
      registerSuppliersRoutes,
      registerBrandsRoutes,
      registerPromotionsRoutes,
      registerStockAlertsRoutes,
      registerStockTakesRoutes,
      registerStockInRoutes,
      registerInvoicePhotoRoutes,
      registerPurchaseOrdersRoutes,
      registerCreditRoutes,
      registerWalletRoutes,
      registerPaymentsRoutes,
      registerVasRoutes,
      registerFloatRoutes,
      registerCustomersRoutes,
      registerOrdersRoutes,
      registerPosRoutes,
      registerShiftsRoutes,
      registerShopSettingsRoutes,
      registerExportsRoutes,
      registerDashboardRoutes,
      registerAnalyticsRoutes,
      registerLoyaltyRoutes,
      registerStoreSetupRoutes,
      registerMicroLendingRoutes,
      registerVoiceOrderingRoutes,
      registerShopStaffRoutes,
      registerComplianceRoutes,
    ],
  );
  await registerArea(app, deps, ['admin'], [registerAdminRoutes, registerEmployeesRoutes]);
  await registerArea(
    app,
    deps,
    ['super_admin'],
    [(a, d) => registerBackupsRoutes(a, d, maintenance)],
  );

  await serveClient(app, env.CLIENT_DIR);
  return app;
}

/**
 * Fastify ignores a bare hop count (a client that reaches the server directly could forge the
 * header), so a count is passed as a function: only for a server that nothing but its proxies
 * can reach. A list of proxy addresses is the safer setting.
 */
function trustProxyOption(trust: Env['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The built client, with an SPA fallback for non-API paths; unknown /api paths are 404 JSON. */
async function serveClient(app: FastifyInstance, clientDir: string) {
  const root = path.resolve(clientDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  const shell = hasClient ? loadClientShell(root) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || !shell) {
      throw noRoute(request.method, url);
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell(url));
  });
}
