import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@shared/time/johannesburg';
import { tarEntries } from '../db/backup-tar';
import { createAdjustableClock } from './adjustable-clock';
import { createDailyBackups, DAILY_BACKUPS_KEPT, FIRST_LOOK_MS } from './daily-backups';

let dataDir: string;
let dump: Uint8Array;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-daily-'));
  // A small stand-in for the database's dump: a tar of a data directory, lock and backups too.
  const source = path.join(dataDir, 'source');
  mkdirSync(path.join(source, 'backups'), { recursive: true });
  writeFileSync(path.join(source, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(source, 'kasitrade.lock'), '123');
  writeFileSync(path.join(source, 'backups', 'kasitrade-2026-01-01.tar.gz'), 'older');
  dump = execFileSync('tar', ['-cf', '-', '-C', source, '.']);
  rmSync(source, { recursive: true });
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const listed = () => readdirSync(path.join(dataDir, 'backups')).sort();

describe('daily backups', () => {
  it('makes one backup a Johannesburg day and keeps the newest 14', async () => {
    const clock = createAdjustableClock();
    clock.setOffset(new Date('2026-03-01T08:00:00Z').getTime() - Date.now());
    const daily = createDailyBackups({
      dump: async () => dump,
      dataDir,
      clock: clock.now,
      log: () => {},
    });

    const first = await daily.backupIfDue();
    expect(first).toBe(path.join(dataDir, 'backups', 'kasitrade-2026-03-01.tar.gz'));
    // The same day again (21:59 UTC is 23:59 in Johannesburg): nothing new.
    clock.setOffset(new Date('2026-03-01T21:59:00Z').getTime() - Date.now());
    expect(await daily.backupIfDue()).toBeNull();
    // Twenty days on, one backup a day; the oldest go past fourteen.
    for (let day = 1; day <= 20; day++) {
      clock.setOffset(clock.offsetMs() + DAY_MS);
      expect(await daily.backupIfDue()).not.toBeNull();
    }
    const expected = Array.from({ length: DAILY_BACKUPS_KEPT }, (_, i) => {
      const date = new Date(Date.UTC(2026, 2, 8 + i)).toISOString().slice(0, 10);
      return `kasitrade-${date}.tar.gz`;
    });
    expect(listed()).toEqual(expected);
    expect(DAILY_BACKUPS_KEPT).toBe(14);
  });

  it('leaves other files in the folder alone and never puts a backup inside a backup', async () => {
    const clock = createAdjustableClock();
    const daily = createDailyBackups({
      dump: async () => dump,
      dataDir,
      clock: clock.now,
      log: () => {},
    });
    mkdirSync(daily.dir, { recursive: true });
    writeFileSync(path.join(daily.dir, 'kasitrade-before-restore-x.tar.gz'), 'kept');
    const file = (await daily.backupIfDue())!;
    for (let day = 1; day <= 15; day++) {
      clock.setOffset(clock.offsetMs() + DAY_MS);
      await daily.backupIfDue();
    }
    expect(listed()).toContain('kasitrade-before-restore-x.tar.gz');
    expect(listed()).toHaveLength(DAILY_BACKUPS_KEPT + 1);
    const names = tarEntries(gunzipSync(readFileSync(path.join(daily.dir, listed().at(-2)!)))).map(
      (entry) => entry.name,
    );
    expect(names).toContain('PG_VERSION');
    expect(names.filter((name) => /^(backups|kasitrade\.lock)/.test(name))).toEqual([]);
    expect(readdirSync(daily.dir)).not.toContain(path.basename(file));
  });

  it('looks first ten minutes after start, so the start-up requests are served first', async () => {
    let dumps = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const daily = createDailyBackups({
        dump: async () => {
          dumps++;
          return dump;
        },
        dataDir,
        clock: () => new Date(),
        log: () => {},
      });
      const stop = daily.start();
      await vi.advanceTimersByTimeAsync(FIRST_LOOK_MS - 1_000);
      expect(dumps).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(dumps).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
