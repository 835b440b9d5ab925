import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });

/**
 * The lucide icon modules (file names such as `ellipsis.mjs`) that the files under `dir`
 * import, resolved through lucide's barrel (one icon has several export names).
 */
export function lucideIconFiles(dir: string, lucideBarrel: string): Set<string> {
  const fileOf = new Map<string, string>();
  const barrel = readFileSync(lucideBarrel, 'utf8');
  for (const [, names = '', file = ''] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  )) {
    for (const name of names.matchAll(/as (\w+)/g)) fileOf.set(name[1]!, file);
  }
  const files = new Set<string>();
  for (const source of sourcesUnder(dir)) {
    const text = readFileSync(source, 'utf8');
    for (const [, names = ''] of text.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of names.split(',')) {
        const file = fileOf.get(
          name
            .replace(/^\s*type\s+/, '')
            .trim()
            .split(/\s+as\s+/)[0]!,
        );
        if (file) files.add(file);
      }
    }
  }
  return files;
}
