/* global process, console, fetch, AbortSignal, setTimeout */
// Exits 0 when the KasiTrade server answers GET /api/health with any HTTP status (200, or 503
// while its database is down), 1 when it gives no answer in three tries: then the process is
// hung and kasitrade-health.service restarts it. Reads PORT as the server does (default 5000);
// HEALTH_URL overrides the whole address.
const url = process.env.HEALTH_URL ?? `http://127.0.0.1:${process.env.PORT ?? 5000}/api/health`;
const TRIES = 3;
const TIMEOUT_MS = Number(process.env.HEALTH_TIMEOUT_MS ?? 5000);

for (let attempt = 1; attempt <= TRIES; attempt++) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    console.log(`${url} answered ${response.status}`);
    process.exit(0);
  } catch (error) {
    console.error(`${url} did not answer (try ${attempt} of ${TRIES}): ${error.message}`);
    if (attempt < TRIES) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
process.exit(1);
