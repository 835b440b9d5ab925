import { describe, expect, it } from 'vitest';
import { MerchantVersions } from '@server/cache/merchant-versions';
import { upToDateFeed } from '@server/test/feeds';
import { SmartDashboardCache } from './smart-dashboard-cache';

const at = (iso: string) => new Date(iso);

describe('smart dashboard cache', () => {
  it('answers from memory until the shop’s figures change, a minute passes or the day turns', async () => {
    const versions = new MerchantVersions(upToDateFeed);
    const cache = new SmartDashboardCache(versions);
    let loads = 0;
    const load = async () => `{"load":${++loads}}`;
    const read = (merchant: string, iso: string) => cache.read(merchant, at(iso), load);

    expect(await read('m1', '2026-03-10T10:00:00Z')).toBe('{"load":1}');
    expect(await read('m1', '2026-03-10T10:00:59Z')).toBe('{"load":1}');
    expect(await read('m2', '2026-03-10T10:00:59Z')).toBe('{"load":2}');
    versions.bump('m1');
    expect(await read('m2', '2026-03-10T10:01:30Z')).toBe('{"load":2}');
    expect(await read('m1', '2026-03-10T10:00:59Z')).toBe('{"load":3}');
    expect(await read('m1', '2026-03-10T10:02:00Z')).toBe('{"load":4}');
    // 21:59:30 and 22:00:10 UTC are two Johannesburg days.
    expect(await read('m1', '2026-03-10T21:59:30Z')).toBe('{"load":5}');
    expect(await read('m1', '2026-03-10T22:00:10Z')).toBe('{"load":6}');
    // A clock put back does not serve figures from its future.
    expect(await read('m1', '2026-03-10T21:59:50Z')).toBe('{"load":7}');
  });

  it('does not keep figures read while a write landed', async () => {
    const versions = new MerchantVersions(upToDateFeed);
    const cache = new SmartDashboardCache(versions);
    let loads = 0;
    const racing = async () => {
      versions.bump('m1');
      return `{"load":${++loads}}`;
    };
    const now = at('2026-03-10T10:00:00Z');
    expect(await cache.read('m1', now, racing)).toBe('{"load":1}');
    expect(await cache.read('m1', now, racing)).toBe('{"load":2}');
  });

  it('keeps each language’s answer apart: the suggestions are worded in it', async () => {
    const versions = new MerchantVersions(upToDateFeed);
    const cache = new SmartDashboardCache(versions);
    const now = at('2026-03-10T10:00:00Z');
    const answer = (language: string) => async () => `{"language":"${language}"}`;
    expect(await cache.read('m1', now, answer('en'), 'en')).toBe('{"language":"en"}');
    expect(await cache.read('m1', now, answer('zu'), 'zu')).toBe('{"language":"zu"}');
    expect(await cache.read('m1', now, answer('again'), 'en')).toBe('{"language":"en"}');
    expect(await cache.read('m1', now, answer('again'), 'zu')).toBe('{"language":"zu"}');
  });
});
