import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** The full Lighthouse result, for diagnostics. */
  lhr: unknown;
}

export interface Chrome {
  port: number;
  close(): Promise<void>;
}

/** The system Chromium with a fresh profile, for Lighthouse and a CDP client side by side. */
export async function launchChrome(): Promise<Chrome> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-lighthouse-'));
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// Now and then Lighthouse records no navigation start in the trace of a load; that run is
// repeated (a page that fails to paint fails with another code).
const TRACE_MISSED = 'NO_NAVSTART';
const ATTEMPTS = 3;

/** One Lighthouse navigation with its default settings: mobile, simulated (default) throttling. */
export async function runLighthouse(
  url: string,
  port: number,
  attempt = 1,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError?.code === TRACE_MISSED && attempt < ATTEMPTS) {
    console.log(`  (${TRACE_MISSED} on ${url}: run repeated)`);
    return runLighthouse(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: Math.round(metric('speed-index')),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lhr,
  };
}

/** The run with the median performance score (runs sorted by score). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}
