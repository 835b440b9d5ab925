import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readClientRoutes } from './client-routes';
import { readManifest, routeFiles } from './route-chunks';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes dist/client/route-preloads.json: for each client route, the lazily loaded JavaScript of
 * its first load. The server names these files as modulepreload links in the page it answers, so
 * the browser fetches the page's chunks beside the entry instead of after it.
 */
export function routePreloads(outDir: string, routesFile: string): Plugin {
  return {
    name: 'kasitrade-route-preloads',
    apply: 'build',
    closeBundle() {
      const manifest = readManifest(outDir);
      const preloads: Record<string, string[]> = {};
      for (const route of readClientRoutes(routesFile)) {
        if (!route.path.startsWith('/')) continue;
        preloads[route.path] = routeFiles(manifest, route)
          .filter((file) => file.endsWith('.js'))
          .map((file) => `/${file}`);
      }
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
    },
  };
}
