import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const CSP = 'content-security-policy';
const HSTS = 'strict-transport-security';
/** helmet's own default: a year, subdomains included. */
const HSTS_POLICY = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with the app's content security policy. upgrade-insecure-requests and
 * Strict-Transport-Security go only to requests that arrived over HTTPS (directly, or as a
 * proxy named in TRUST_PROXY says): over plain HTTP on a shop's LAN the first would send the
 * browser to https:// for every asset, a blank page, and the second means nothing there
 * (RFC 6797 says to ignore it) while telling an observer the server expects HTTPS.
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
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    const policy = reply.getHeader(CSP);
    if (request.protocol !== 'https') return;
    reply.header(HSTS, HSTS_POLICY);
    if (typeof policy === 'string') reply.header(CSP, `${policy};upgrade-insecure-requests`);
  });
}
