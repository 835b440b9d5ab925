import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines;
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockPackage> };
const oldestNode = semver.minVersion(engines.node)!.version;

describe('the Node.js version the README promises', () => {
  it('is the one package.json declares', () => {
    const [major, minor] = oldestNode.split('.');
    expect(read('README.md')).toContain(`Needs Node.js ${major}.${minor} or newer`);
  });

  it('is supported by every installed package, so npm ci warns about none', () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!range || semver.satisfies(oldestNode, range)) return [];
        return [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${range}`];
      });
    expect(unsupported).toEqual([]);
  });
});
