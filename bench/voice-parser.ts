/**
 * Voice parser latency for a 300-product shop, in process (no HTTP, no database): every
 * transcript of the case set, read as a request reads it (the server keeps each shop's index
 * while its products are unchanged) and cold (the index built first, as after a product edit).
 * Wall time and the process's CPU time: on a busy machine wall-time tails measure the queue
 * for a core, CPU time measures the parser. Budget: a request's p99 within 20 ms.
 * Run: npx tsx bench/voice-parser.ts  (exits 1 when the budget is missed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchShop } from '../src/shared/voice/cases/bench-shop';
import { VOICE_CASES } from '../src/shared/voice/cases/voice-cases';
import { parseVoiceOrder } from '../src/shared/voice/parse-voice-order';
import { buildShopIndex } from '../src/shared/voice/product-index';

const PRODUCTS = 300;
const ROUNDS = 20;
const BUDGET_P99_MS = 20;

const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (times: number[]) => ({
  samples: times.length,
  p50: +percentile(times, 0.5).toFixed(3),
  p95: +percentile(times, 0.95).toFixed(3),
  p99: +percentile(times, 0.99).toFixed(3),
  max: +Math.max(...times).toFixed(3),
});

const products = benchShop(PRODUCTS);
const indexes = new Map(VOICE_CASES.map((c) => [c.language, buildShopIndex(products, c.language)]));
const samples = {
  request: [] as number[],
  requestCpu: [] as number[],
  cold: [] as number[],
  coldCpu: [] as number[],
};

/** Wall and CPU milliseconds of one call. */
function time(work: () => void): [number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) / 1000];
}

for (let round = 0; round < ROUNDS + 2; round += 1) {
  for (const c of VOICE_CASES) {
    const warm = time(() => parseVoiceOrder(c.say, indexes.get(c.language)!));
    const cold = time(() => parseVoiceOrder(c.say, buildShopIndex(products, c.language)));
    if (round < 2) continue; // warm-up
    samples.request.push(warm[0]);
    samples.requestCpu.push(warm[1]);
    samples.cold.push(cold[0]);
    samples.coldCpu.push(cold[1]);
  }
}

const result = {
  products: products.length,
  transcripts: VOICE_CASES.length,
  loadAverage: loadavg()[0]!.toFixed(1),
  budgetP99Ms: BUDGET_P99_MS,
  request: summary(samples.request),
  requestCpu: summary(samples.requestCpu),
  cold: summary(samples.cold),
  coldCpu: summary(samples.coldCpu),
};
console.log(
  `Voice parser, ${result.products} products, ${result.transcripts} transcripts x ${ROUNDS}, load average ${result.loadAverage}`,
);
const rows = [
  ['request (index kept), wall', result.request],
  ['request (index kept), CPU', result.requestCpu],
  ['cold (index built), wall', result.cold],
  ['cold (index built), CPU', result.coldCpu],
] as const;
for (const [label, s] of rows) {
  console.log(
    `${label.padEnd(30)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/voice-parser.json', `${JSON.stringify(result, null, 2)}\n`);
if (result.request.p99 > BUDGET_P99_MS) {
  console.error(`p99 ${result.request.p99} ms is over the ${BUDGET_P99_MS} ms budget`);
  process.exit(1);
}
