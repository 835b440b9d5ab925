import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The linter refuses what docs/architecture.md forbids, whatever the import
 * form. Each probe is written into the tree for real (the rules resolve paths
 * on disk), linted, and removed.
 */
const root = path.resolve(import.meta.dirname, '..');
const probes: string[] = [];
const eslint = new ESLint({ cwd: root });

function probe(relativePath: string, code: string) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  probes.push(file);
  return file;
}

async function rulesBroken(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  beforeAll(() => {
    probe(
      'src/server/features/orders/zz-probe-relative.ts',
      "import { toProductDto } from '../catalog/product-dto';\nexport const probe = toProductDto;\n",
    );
    probe(
      'src/client/features/orders/components/zz-probe-relative.ts',
      "import * as customers from '../../customers/customers-page';\nexport const probe = customers;\n",
    );
    probe(
      'src/client/lib/zz-probe-server.ts',
      "import { buildApp } from '../../server/app';\nexport const probe = buildApp;\n",
    );
    probe(
      'src/server/lib/zz-probe-client.ts',
      "import { queryClient } from '@client/lib/query-client';\nexport const probe = queryClient;\n",
    );
    probe(
      'src/server/db/zz-probe-db.ts',
      "import { AppError } from '../lib/app-error';\nexport const probe = AppError;\n",
    );
    probe(
      'src/shared/zz-probe-cycle/a.ts',
      "import { b } from './b';\nexport const a = () => b();\n",
    );
    probe(
      'src/shared/zz-probe-cycle/b.ts',
      "import { a } from './a';\nexport const b = (): unknown => a;\n",
    );
  });
  afterAll(() => {
    for (const file of probes) rmSync(file, { force: true });
    rmSync(path.join(root, 'src/shared/zz-probe-cycle'), { recursive: true, force: true });
  });

  it('refuses a feature importing another feature by a relative path', async () => {
    expect(await rulesBroken(probes[0]!)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(probes[1]!)).toContain('import-x/no-restricted-paths');
  });

  it('refuses client <-> server imports, relative or aliased', async () => {
    expect(await rulesBroken(probes[2]!)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(probes[3]!)).toContain('import-x/no-restricted-paths');
  });

  it('keeps db/ free of the rest of the server', async () => {
    expect(await rulesBroken(probes[4]!)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    expect(await rulesBroken(probes[5]!)).toContain('import-x/no-cycle');
  });
});
