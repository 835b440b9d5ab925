import { buildApp } from './app';
import { createCaches } from './cache/caches';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { bootstrapAdmin } from './seed/bootstrap';
import { seedDemoData } from './seed/seed-demo';
import { EnvError, loadEnv } from './env';
import { exposureWarning } from './exposure';
import { createAdjustableClock } from './lib/adjustable-clock';
import { createDailyBackups } from './lib/daily-backups';
import { isLoopbackHost } from './lib/loopback';
import { createSmsProvider } from './lib/sms/create-sms-provider';
import { createSmsOutbox } from './lib/sms/sms-outbox';
import { describeConnectionLoss, guardProcess } from './lib/process-guard';

async function main() {
  guardProcess(
    process,
    (line) => console.error(line),
    (code) => process.exit(code),
  );
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    onConnectionLost: (error) => console.error(describeConnectionLoss(error)),
  });
  const { db } = database;
  const sms = createSmsProvider(env, (line) => console.log(`[sms] ${line}`));
  const clock = createAdjustableClock();
  const smsOutbox = createSmsOutbox({
    db,
    sms,
    clock: clock.now,
    log: (line) => console.error(`[sms] ${line}`),
  });
  const clockControl = env.NODE_ENV === 'production' ? undefined : clock;
  const caches = await createCaches(database);
  const app = await buildApp({
    env,
    database,
    db,
    sms,
    smsOutbox,
    caches,
    clock: clock.now,
    clockControl,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests in flight finish first; their keep-alive connections close as they go idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch(() => {});
    clearInterval(idle);
    await smsOutbox.stop();
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (await bootstrapAdmin(db, env.BOOTSTRAP_ADMIN_USERNAME, env.BOOTSTRAP_ADMIN_PASSWORD)) {
    console.log(`Created the first super_admin: ${env.BOOTSTRAP_ADMIN_USERNAME}`);
  }
  if (env.SEED_DEMO) {
    const seeded = await seedDemoData(db, clock.now, {
      merchant: env.DEMO_MERCHANT_PASSWORD,
      admin: env.DEMO_ADMIN_PASSWORD,
    });
    console.log(
      seeded?.banner ??
        'Demo data is loaded; its passwords were printed when it was created (a fresh DATA_DIR makes new ones).',
    );
  }
  if (database.dumpData) {
    // The embedded database backs itself up once a day (DATA_DIR/backups, the newest 14 kept).
    createDailyBackups({
      dump: database.dumpData,
      dataDir: env.DATA_DIR,
      clock: clock.now,
      log: (line) => app.log.info(line),
    }).start();
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = isLoopbackHost(env.HOST) ? 'localhost' : env.HOST;
  console.log(`KasiTrade is serving on http://${shown}:${env.PORT} (database: ${database.kind})`);
  const warning = exposureWarning(env);
  if (warning) console.warn(warning);
}

main().catch((error: unknown) => {
  const expected = error instanceof EnvError || error instanceof DataDirLockedError;
  console.error(expected ? `KasiTrade cannot start: ${error.message}` : error);
  process.exit(1);
});
