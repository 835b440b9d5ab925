import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientRoute } from './client-routes';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  path: string;
  title: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
}

/** Lazily loaded modules every guarded page renders inside, when the build splits them out. */
const GUARDED_SHELL = ['app/layout/app-layout.tsx'];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The first load of each route from the Vite manifest: the entry chunk and its static imports,
 * plus the route's lazy page chunk (and, for guarded routes, the lazy layout) with theirs.
 */
export function measureRoutes(clientDir: string, routes: ClientRoute[]): RouteWeight[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length);
    }
    return gzipped.get(file)!;
  };
  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const resolve = (module: string) => {
    const key = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => module + ext)
      .find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`No chunk in the build manifest for ${module}`);
    return key;
  };
  return routes.map((route) => {
    const files = new Set<string>();
    collect(entryKey, files);
    collect(resolve(route.page), files);
    if (route.guarded) {
      for (const shell of GUARDED_SHELL) if (manifest[shell]) collect(shell, files);
    }
    const list = [...files];
    const total = (ext: string) =>
      kb(list.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + sizeOf(f), 0));
    return {
      path: route.path,
      title: route.title,
      jsGzipKb: total('.js'),
      cssGzipKb: total('.css'),
      files: list,
    };
  });
}
