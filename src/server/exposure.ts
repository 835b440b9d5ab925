import type { Env } from './env';
import { isLoopbackHost } from './lib/loopback';

/**
 * The loud warning for development listening beyond this machine: what others on the network
 * can reach. Null when the address is loopback or the server runs in production.
 */
export function exposureWarning(env: Env): string | null {
  if (env.NODE_ENV === 'production' || isLoopbackHost(env.HOST)) return null;
  const exposed = [
    ...(env.SEED_DEMO ? ['the demo shop and its accounts (demo_merchant, demo_admin)'] : []),
    ...(env.SMS_PROVIDER === 'console'
      ? ['registration and sign-in, with codes printed in this log instead of sent by SMS']
      : []),
    'the API and its documentation at /api/docs',
  ];
  const rule = '!'.repeat(78);
  return [
    rule,
    `WARNING: ${env.NODE_ENV} mode is listening on ${env.HOST}, not only on this machine.`,
    'Anyone on this network can reach:',
    ...exposed.map((line) => `  - ${line}`),
    'Demo mode is for one machine. To run a shop for real: NODE_ENV=production with an SMS',
    'gateway and a bootstrap admin password (see "Run a shop for real" in the README).',
    rule,
  ].join('\n');
}
