import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientRoute } from '../../scripts/lib/client-routes';
import { entryFiles, readManifest, routeFiles } from '../../scripts/lib/route-chunks';

export interface RouteWeight {
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The first load of each route from the Vite manifest: the entry chunk and its static imports,
 * plus the route's lazy page chunk (and, for guarded routes, a lazy layout) with theirs.
 */
export function measureRoutes(clientDir: string, routes: ClientRoute[]): RouteWeight[] {
  const manifest = readManifest(clientDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length);
    }
    return gzipped.get(file)!;
  };
  const entry = [...entryFiles(manifest)];
  return routes.map((route) => {
    const files = [...entry, ...routeFiles(manifest, route)];
    const total = (ext: string) =>
      kb(files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + sizeOf(f), 0));
    return {
      path: route.path,
      jsGzipKb: total('.js'),
      cssGzipKb: total('.css'),
      files,
    };
  });
}
