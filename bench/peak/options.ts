import { parseArgs } from 'node:util';

/** npm run bench:peak -- [flags]: short defaults for a 2-core machine, larger figures by flag. */
export function peakOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'both' },
      url: { type: 'string' },
      shops: { type: 'string', default: '200' },
      'embedded-shops': { type: 'string', default: '50' },
      history: { type: 'string', default: '60' },
      'start-rate': { type: 'string', default: '1' },
      factor: { type: 'string', default: '1.5' },
      'step-seconds': { type: 'string', default: '20' },
      'max-rate': { type: 'string', default: '2000' },
      storm: { type: 'boolean', default: false },
      phones: { type: 'string', default: '500' },
      'sales-per-phone': { type: 'string', default: '20' },
      'reconnect-seconds': { type: 'string', default: '10' },
      'hot-products': { type: 'string', default: '10' },
      'rss-limit': { type: 'string', default: '512' },
      seed: { type: 'string', default: '34' },
      label: { type: 'string', default: '' },
    },
  });
  const num = (name: keyof typeof values) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number`);
    return n;
  };
  if (!['both', 'postgres', 'pglite'].includes(values.db!))
    throw new Error('--db takes postgres, pglite or both');
  return {
    databases: (values.db === 'both' ? ['postgres', 'pglite'] : [values.db]) as (
      'postgres' | 'pglite'
    )[],
    url: values.url ?? process.env.DATABASE_URL,
    shops: num('shops'),
    embeddedShops: num('embedded-shops'),
    history: num('history'),
    startRate: num('start-rate'),
    factor: Math.max(1.05, num('factor')),
    stepSeconds: num('step-seconds'),
    maxRate: num('max-rate'),
    storm: values.storm!,
    phones: num('phones'),
    salesPerPhone: num('sales-per-phone'),
    reconnectSeconds: num('reconnect-seconds'),
    hotProducts: Math.max(1, num('hot-products')),
    rssLimitMb: num('rss-limit'),
    seed: num('seed'),
    /** Added to the result files' names (e.g. "before"), so a comparison keeps both. */
    label: values.label ? `-${values.label}` : '',
  };
}

export type PeakOptions = ReturnType<typeof peakOptions>;

/** Payday peak per shop: 1,500 sales in the day, a fifth of them in the busiest hour. */
export const PEAK_SALES_PER_SHOP_PER_SECOND = 300 / 3600;
/** A database core is planned at 60 % busy (vacuum, checkpoints, bursts), as docs/scale.md does. */
export const CORE_BUDGET = 0.6;
/** docs/scale.md's modelled figure before this measurement. */
export const MODELLED_SHOPS_PER_CORE = 650;
/** A step holds when its p99 stays at or under this and nothing fails. */
export const P99_LIMIT_MS = 300;
