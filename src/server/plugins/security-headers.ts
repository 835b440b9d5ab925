import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const CSP = 'content-security-policy';

/**
 * Helmet's headers with the app's content security policy. upgrade-insecure-requests goes only
 * to requests that arrived over HTTPS (directly, or as a proxy named in TRUST_PROXY says): over
 * plain HTTP on a shop's LAN it would send the browser to https:// for every asset, a blank page.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const policy = reply.getHeader(CSP);
    if (request.protocol === 'https' && typeof policy === 'string') {
      reply.header(CSP, `${policy};upgrade-insecure-requests`);
    }
  });
}
