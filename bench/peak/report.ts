import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeResults } from '../lib/report';
import type { PeakDatabase } from './database';
import type { Kind } from './mix';
import {
  CORE_BUDGET,
  MODELLED_SHOPS_PER_CORE,
  P99_LIMIT_MS,
  PEAK_SALES_PER_SHOP_PER_SECOND,
  type PeakOptions,
} from './options';
import type { Step } from './ramp';
import type { StormFigures } from './storm';
import type { StormCheck } from './storm-check';
import { SYNC_BATCH } from '../../src/client/features/pos/offline/sync-loop';

type Machine = Record<string, unknown>;

export function writeReport(name: string, json: unknown, markdown: string) {
  writeResults(`${name}.json`, json, false);
  const target = path.join('bench', 'results', `${name}.md`);
  writeFileSync(target, markdown);
  console.log(`  written to bench/results/${name}.json and ${name}.md`);
}

/** Shops one core carries at the payday peak when a sale (with its reads) costs `ms` of it. */
const shopsPerCore = (ms: number | null) =>
  ms ? Math.round((CORE_BUDGET * 1000) / (ms * PEAK_SALES_PER_SHOP_PER_SECOND)) : null;

const KINDS: Kind[] = ['sale', 'products', 'dashboard', 'customers', 'repayment', 'vas'];

export function peakSummary(input: {
  database: PeakDatabase;
  settings: PeakOptions;
  shops: number;
  seedSeconds: number;
  steps: Step[];
  machine: Machine;
}) {
  const { database, settings, shops, steps } = input;
  const held = steps.filter((s) => s.held);
  const best = held.at(-1) ?? null;
  // CPU per sale barely depends on latency: when no step held, the first step still prices a sale.
  const costed = best ?? steps[0] ?? null;
  const broke = steps.find((s) => !s.held) ?? null;
  const figures = {
    highestSustainedSalesPerSecond: best?.salesPerSecond ?? 0,
    shopsAtPaydayPeakOnThisMachine: best
      ? Math.floor(best.salesPerSecond / PEAK_SALES_PER_SHOP_PER_SECOND)
      : 0,
    cpuFiguresFrom: best ? 'the highest sustained step' : 'the first step (no step held)',
    serverCpuMsPerSale: costed?.serverCpuMsPerSale ?? null,
    postgresCpuMsPerSale: costed?.postgresCpuMsPerSale ?? null,
    shopsPerPostgresCore: shopsPerCore(costed?.postgresCpuMsPerSale ?? null),
    shopsPerServerCore: shopsPerCore(costed?.serverCpuMsPerSale ?? null),
    modelledShopsPerPostgresCore: MODELLED_SHOPS_PER_CORE,
    stoppedBecause: broke
      ? broke.errors > 0
        ? `errors at ${broke.offeredSalesPerSecond} sales/s`
        : `p99 ${broke.p99} ms at ${broke.offeredSalesPerSecond} sales/s`
      : 'the highest rate asked for held',
  };
  const json = {
    measuredAt: new Date().toISOString(),
    database: database.kind,
    databaseDescription: database.describe,
    machine: input.machine,
    shops,
    perShop: { products: 200, customers: 100, pastSales: settings.history },
    seedSeconds: input.seedSeconds,
    stepSeconds: settings.stepSeconds,
    p99LimitMs: P99_LIMIT_MS,
    figures,
    steps,
  };
  const kindRows = costed
    ? KINDS.filter((k) => costed.kinds[k]).map((k) => {
        const f = costed.kinds[k]!;
        return `| ${k} | ${f.count} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} |`;
      })
    : [];
  const stepRows = steps.map(
    (s) =>
      `| ${s.offeredSalesPerSecond} | ${s.salesPerSecond} | ${s.requestsPerSecond} | ${s.p99} | ${s.errors} | ` +
      `${s.serverCores} | ${s.serverRssMb} | ${s.postgresCores ?? '-'} | ${s.generatorCores} | ${s.held ? 'yes' : 'no'} |`,
  );
  const markdown = [
    `# Payday peak on ${database.describe}`,
    '',
    `Measured ${json.measuredAt} on ${input.machine.cpus} cores (${input.machine.cpuModel}), shared with other work ` +
      `(load average ${(input.machine.loadAverageAtStart as number[]).join(', ')} at the start, ` +
      `${(input.machine.loadAverageAtEnd as number[]).join(', ')} at the end); the load generator ran on the same cores.`,
    `${shops} shops, each with 200 products, 100 customers (20 on credit, 20 with wallets) and ${settings.history} past sales, ` +
      `seeded in ${input.seedSeconds} s. Open loop, ${settings.stepSeconds} s per step, rate x${settings.factor} per step ` +
      `until p99 > ${P99_LIMIT_MS} ms or an error.`,
    '',
    `- Highest sustained: **${figures.highestSustainedSalesPerSecond} sales/s** (with the reads that come with them); stopped: ${figures.stoppedBecause}.`,
    `- That is the payday peak hour of ${figures.shopsAtPaydayPeakOnThisMachine} shops on this machine (0.083 sales/s per shop).`,
    `- CPU per sale (with its reads), at ${figures.cpuFiguresFrom}: server ${figures.serverCpuMsPerSale ?? '-'} ms, PostgreSQL ${figures.postgresCpuMsPerSale ?? '-'} ms.`,
    `- At ${CORE_BUDGET * 100} % of a core: **${figures.shopsPerPostgresCore ?? '-'} shops per PostgreSQL core** ` +
      `(docs/scale.md modelled ${MODELLED_SHOPS_PER_CORE}), ${figures.shopsPerServerCore ?? '-'} shops per application-server core.`,
    '',
    `## Per kind of request, at ${figures.cpuFiguresFrom}`,
    '',
    '| kind | requests | p50 ms | p95 ms | p99 ms | errors |',
    '| ---- | -------- | ------ | ------ | ------ | ------ |',
    ...kindRows,
    '',
    '## Steps',
    '',
    '| offered sales/s | answered sales/s | req/s | p99 ms | errors | server cores | server RSS MB | PostgreSQL cores | generator cores | held |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...stepRows,
    '',
  ].join('\n');
  return { json, markdown };
}

export function stormSummary(input: {
  database: PeakDatabase;
  settings: PeakOptions;
  seedSeconds: number;
  figures: StormFigures;
  check: StormCheck;
  memory: { rssBeforeMb: number; rssHighestMb: number; bounded: boolean };
  serverCpu: { cpuSeconds: number; cores: number };
  machine: Machine;
}) {
  const { database, figures, check, memory } = input;
  const holds =
    check.exactlyOnce &&
    check.stockKept &&
    figures.failures === 0 &&
    figures.refused === 0 &&
    memory.bounded;
  const json = {
    measuredAt: new Date().toISOString(),
    database: database.kind,
    databaseDescription: database.describe,
    machine: input.machine,
    reconnectSeconds: input.settings.reconnectSeconds,
    hotProducts: input.settings.hotProducts,
    holds,
    figures,
    check,
    memory,
    serverCpu: input.serverCpu,
  };
  const s = figures.syncCall;
  const markdown = [
    `# Reconnect storm on ${database.describe}`,
    '',
    `Measured ${json.measuredAt} on ${input.machine.cpus} shared cores (load average ` +
      `${(input.machine.loadAverageAtStart as number[])[0]} at the start, ${(input.machine.loadAverageAtEnd as number[])[0]} at the end). ${figures.phones} phones of ${figures.shops} shops, ` +
      `${figures.salesPerPhone} offline sales each (${figures.sales} in all, lines from each shop's ${input.settings.hotProducts} best sellers), ` +
      `coming back within ${input.settings.reconnectSeconds} s and syncing as the till does (offline/sync-loop.ts): in order, each sale keyed, up to ${SYNC_BATCH} in one sync call.`,
    '',
    `- Holds: **${holds ? 'yes' : 'no'}**`,
    `- Last phone in sync after **${figures.lastPhoneInSyncSeconds} s**`,
    `- Sync call: p50 ${s.p50} ms, p95 ${s.p95} ms, **p99 ${s.p99} ms**, max ${s.max} ms (${s.count} calls)`,
    `- Exactly once: ${check.exactlyOnce ? 'yes' : 'no'} (${check.stored} stored of ${check.expected}, ${check.duplicates} duplicated, ${check.missing} missing or under another id)`,
    `- Stock = initial - sold: ${check.stockKept ? 'yes' : `no (${check.productsWrong} products wrong)`}`,
    `- Turned away with 503 + Retry-After (sent again later): ${figures.turnedAway}; failures (other 5xx, no answer): ${figures.failures}; refused for good: ${figures.refused}`,
    `- Answers other than 201 or 200: ${JSON.stringify(figures.statuses)}`,
    `- Server memory: ${memory.rssBeforeMb} MB before, highest ${memory.rssHighestMb} MB (limit ${input.settings.rssLimitMb} MB)`,
    `- Server CPU: ${input.serverCpu.cpuSeconds} s (${input.serverCpu.cores} cores on average)`,
    '',
  ].join('\n');
  return { json, markdown, holds };
}
