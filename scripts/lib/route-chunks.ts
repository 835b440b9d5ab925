import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientRoute } from './client-routes';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Lazily loaded modules every guarded page renders inside, when the build splits them out. */
const GUARDED_SHELL = ['app/layout/app-layout.tsx'];

export const readManifest = (clientDir: string): Manifest =>
  JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

function resolve(manifest: Manifest, module: string) {
  const key = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => module + ext)
    .find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`No chunk in the build manifest for ${module}`);
  return key;
}

/** The entry chunk with its static imports: what index.html loads for every route. */
export function entryFiles(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const files = new Set<string>();
  collect(manifest, entry, files);
  return files;
}

/**
 * The files of a route's first load beyond the entry: its lazy page chunk (and, for guarded
 * routes, a lazily split layout) with their static imports.
 */
export function routeFiles(manifest: Manifest, route: ClientRoute): string[] {
  const entry = entryFiles(manifest);
  const files = new Set<string>();
  collect(manifest, resolve(manifest, route.page), files);
  if (route.guarded) {
    for (const shell of GUARDED_SHELL) if (manifest[shell]) collect(manifest, shell, files);
  }
  return [...files].filter((file) => !entry.has(file));
}

/** Other languages' catalogues: a part whose catalogue cannot load shows its English texts. */
const CATALOGUE = /\/i18n\/locales\//;

/**
 * Everything a route can load once open, its lazily loaded parts included (the receipt, the
 * refunds, the queue of the phone), but no catalogue: what the service worker keeps so the page
 * works with no network even where a part was never opened before the network went. The camera
 * scanner's .wasm decoder (400 KB gz, a manifest asset, not a chunk) is kept only once used:
 * phones' Chrome decodes barcodes itself.
 */
export function offlineFiles(manifest: Manifest, route: ClientRoute): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || CATALOGUE.test(chunk.src ?? key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
  };
  walk(resolve(manifest, route.page));
  if (route.guarded) for (const shell of GUARDED_SHELL) walk(shell);
  return [...files];
}
