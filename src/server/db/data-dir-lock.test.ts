import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasitrade-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('a second open of the same DATA_DIR refuses, naming the directory; close releases it', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'kasitrade.lock'), 'utf8')).toBe(String(process.pid));
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`The data directory ${dir} is in use`);
    await first.close();
    expect(existsSync(path.join(dir, 'kasitrade.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('refuses while another live process holds the directory', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'kasitrade.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        `The data directory ${dir} is in use by another KasiTrade server (pid ${other.pid}). ` +
          'Stop that server, or set DATA_DIR to another directory.',
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(path.join(dir, 'kasitrade.lock'), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'kasitrade.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(path.join(dir, 'kasitrade.lock'))).toBe(false);
  });

  it('releasing does not remove a lock another process took since', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    writeFileSync(path.join(dir, 'kasitrade.lock'), '999999');
    await release();
    expect(readFileSync(path.join(dir, 'kasitrade.lock'), 'utf8')).toBe('999999');
  });
});
