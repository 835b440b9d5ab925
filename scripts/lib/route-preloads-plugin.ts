import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../src/server/lib/client-shell';
import { readClientRoutes } from './client-routes';
import { offlineFiles, readManifest, routeFiles } from './route-chunks';

/** Read by the service worker (src/client/public/sw.js) when it installs. */
export const OFFLINE_FILES_FILE = 'offline-files.json';
/** The pages that work with no network in full, every part they may open included. */
const OFFLINE_ROUTES = ['/pos'];

/**
 * Writes dist/client/route-preloads.json: for each client route, the lazily loaded JavaScript of
 * its first load, and whether it shows in the signed-in frame. The server names these files as
 * modulepreload links in the page it answers, so the browser fetches the page's chunks beside the
 * entry instead of after it, and leaves the frame out of the sign-in pages. Also writes
 * dist/client/offline-files.json for the service worker: `till`, every file the offline pages may
 * load, and `release`, every file of this build (what it keeps; older releases' files it drops).
 */
export function routePreloads(outDir: string, routesFile: string): Plugin {
  return {
    name: 'kasitrade-route-preloads',
    apply: 'build',
    closeBundle() {
      const manifest = readManifest(outDir);
      const preloads: Record<string, RoutePreload> = {};
      const offline = new Set<string>();
      for (const route of readClientRoutes(routesFile)) {
        if (!route.path.startsWith('/')) continue;
        const files = routeFiles(manifest, route)
          .filter((file) => file.endsWith('.js'))
          .map((file) => `/${file}`);
        preloads[route.path] = { files, frame: route.guarded };
        if (OFFLINE_ROUTES.includes(route.path))
          for (const file of offlineFiles(manifest, route)) offline.add(`/${file}`);
      }
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
      const release = readdirSync(path.join(outDir, 'assets')).map((file) => `/assets/${file}`);
      writeFileSync(
        path.join(outDir, OFFLINE_FILES_FILE),
        `${JSON.stringify({ till: [...offline], release })}\n`,
      );
    },
  };
}
