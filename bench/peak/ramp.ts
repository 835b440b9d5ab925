import { runOpenLoop, type StepFigures } from './open-loop';
import { clusterCpuSeconds, cpuMeter, cpuSeconds, round, watchRss } from './proc';
import { seeded } from './mix';
import { P99_LIMIT_MS, type PeakOptions } from './options';
import type { Shop } from './seed';

export interface Step extends StepFigures {
  held: boolean;
  serverCores: number;
  serverRssMb: number;
  postgresCores: number | null;
  generatorCores: number;
  /** CPU milliseconds per sale answered (with the reads that come with it). */
  serverCpuMsPerSale: number;
  postgresCpuMsPerSale: number | null;
}

const generatorCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * A step holds when its p99 is within the limit and nothing failed. Every request sent is waited
 * for, and timed from when it was due, so a server (or generator) falling behind shows in the p99.
 */
const holds = (s: StepFigures) => s.p99 <= P99_LIMIT_MS && s.errors === 0;

/**
 * Raises the sale rate by `factor` per step, from `startRate`, until a step does not hold (or the
 * highest rate asked for); a short warm-up at the first rate comes first and is not counted.
 */
export async function ramp(options: {
  baseUrl: string;
  serverPid: number;
  postmasterPid: number | null;
  shops: Shop[];
  settings: PeakOptions;
}): Promise<Step[]> {
  const { baseUrl, serverPid, postmasterPid, shops, settings } = options;
  const random = seeded(settings.seed);
  await runOpenLoop({ baseUrl, shops, salesPerSecond: settings.startRate, seconds: 5, random });
  const steps: Step[] = [];
  for (let rate = settings.startRate; rate <= settings.maxRate; rate *= settings.factor) {
    const server = cpuMeter(() => cpuSeconds(serverPid));
    const postgres = postmasterPid ? cpuMeter(() => clusterCpuSeconds(postmasterPid)) : null;
    const generator = cpuMeter(generatorCpu);
    const rss = watchRss(serverPid);
    const figures = await runOpenLoop({
      baseUrl,
      shops,
      salesPerSecond: round(rate, 1),
      seconds: settings.stepSeconds,
      random,
    });
    const s = server();
    const p = postgres?.();
    const sales = Math.max(
      1,
      figures.kinds.sale ? figures.kinds.sale.count - figures.kinds.sale.errors : 0,
    );
    const step: Step = {
      ...figures,
      held: holds(figures),
      serverCores: s.cores,
      serverRssMb: rss.stop(),
      postgresCores: p?.cores ?? null,
      generatorCores: generator().cores,
      serverCpuMsPerSale: round((s.cpuSeconds * 1000) / sales),
      postgresCpuMsPerSale: p ? round((p.cpuSeconds * 1000) / sales) : null,
    };
    steps.push(step);
    console.log(
      `  ${String(step.offeredSalesPerSecond).padStart(6)} sales/s offered: ${step.salesPerSecond} answered, ` +
        `${step.requestsPerSecond} req/s, p99 ${step.p99} ms, errors ${step.errors}, ` +
        `server ${step.serverCores} cores ${step.serverRssMb} MB` +
        (step.postgresCores === null ? '' : `, PostgreSQL ${step.postgresCores} cores`) +
        (step.held ? '' : '  <- does not hold'),
    );
    if (!step.held) break;
  }
  return steps;
}
