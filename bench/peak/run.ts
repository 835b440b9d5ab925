/**
 * npm run bench:peak: the payday peak on many shops, open loop, on PostgreSQL and on the
 * embedded database; `-- --storm` runs the reconnect storm instead (phones syncing offline
 * sales at once). Flags in options.ts; results in bench/results/peak-* and storm-*.
 */
import os from 'node:os';
import { startServer } from '../../e2e/support/server';
import { openDatabase } from '../../src/server/db/client';
import { embeddedDatabase, postgresDatabase, type PeakDatabase } from './database';
import { peakOptions, type PeakOptions } from './options';
import { cpuSeconds, rssMb, watchRss, cpuMeter } from './proc';
import { ramp } from './ramp';
import { peakSummary, stormSummary, writeReport } from './report';
import { seedShops } from './seed';
import { makePhones, runStorm } from './storm';
import { checkStorm, stockOf } from './storm-check';

const SERVER_ENV = {
  SEED_DEMO: '0',
  LOG_LEVEL: 'error',
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
};

async function seeded(database: PeakDatabase, shops: number, settings: PeakOptions) {
  const db = await openDatabase(database.open);
  try {
    const t0 = performance.now();
    const tag = Date.now().toString(36);
    const seededShops = await seedShops(db, { shops, history: settings.history, tag });
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    console.log(`  seeded ${shops} shops (${settings.history} past sales each) in ${seconds} s`);
    return { shops: seededShops, seedSeconds: seconds, tag };
  } finally {
    await db.close();
  }
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** The machine, with its load average (1, 5, 15 min) when the run started and when it ended. */
const machine = (loadAverageAtStart: number[]) => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  loadAverageAtStart,
  loadAverageAtEnd: loadAverage(),
  node: process.version,
});

async function peak(database: PeakDatabase, settings: PeakOptions) {
  const load = loadAverage();
  const shopCount = database.kind === 'postgres' ? settings.shops : settings.embeddedShops;
  const { shops, seedSeconds } = await seeded(database, shopCount, settings);
  const server = await startServer({ ...database.serverEnv, ...SERVER_ENV });
  try {
    const steps = await ramp({
      baseUrl: server.baseUrl,
      serverPid: server.process.pid!,
      postmasterPid: database.postmasterPid,
      shops,
      settings,
    });
    const report = peakSummary({
      database,
      settings,
      shops: shopCount,
      seedSeconds,
      steps,
      machine: machine(load),
    });
    writeReport(`peak-${database.kind}${settings.label}`, report.json, report.markdown);
  } finally {
    await server.stop();
  }
}

async function storm(database: PeakDatabase, settings: PeakOptions) {
  const load = loadAverage();
  const shopCount = database.kind === 'postgres' ? settings.shops : settings.embeddedShops;
  const { shops, seedSeconds, tag } = await seeded(database, shopCount, settings);
  const options = { ...settings, seed: settings.seed };
  const phones = makePhones(shops, options, tag.slice(-5));
  const setup = await openDatabase(database.open);
  const before = await stockOf(setup, phones);
  await setup.close();
  const server = await startServer({ ...database.serverEnv, ...SERVER_ENV });
  const pid = server.process.pid!;
  const rssBefore = rssMb(pid);
  const rss = watchRss(pid);
  const cpu = cpuMeter(() => cpuSeconds(pid));
  let figures;
  let serverCpu;
  try {
    figures = await runStorm(server.baseUrl, phones, options);
    serverCpu = cpu();
  } finally {
    await server.stop();
  }
  const rssHighest = rss.stop();
  const check = await openDatabase(database.open);
  const result = await checkStorm(check, phones, before);
  await check.close();
  const report = stormSummary({
    database,
    settings,
    seedSeconds,
    figures,
    check: result,
    memory: {
      rssBeforeMb: rssBefore,
      rssHighestMb: rssHighest,
      bounded: rssHighest <= settings.rssLimitMb,
    },
    serverCpu,
    machine: machine(load),
  });
  writeReport(`storm-${database.kind}${settings.label}`, report.json, report.markdown);
  return report.holds;
}

async function main() {
  const settings = peakOptions();
  let holds = true;
  for (const kind of settings.databases) {
    const database =
      kind === 'postgres' ? await postgresDatabase(settings.url) : await embeddedDatabase();
    console.log(`\n${settings.storm ? 'Reconnect storm' : 'Payday peak'} on ${database.describe}`);
    try {
      if (settings.storm) holds = (await storm(database, settings)) && holds;
      else await peak(database, settings);
    } finally {
      await database.cleanup();
    }
  }
  if (!holds) process.exitCode = 1;
}

await main();
