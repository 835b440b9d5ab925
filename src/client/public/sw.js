/* global self, caches, fetch, Response, URL */
/* KasiTrade service worker: keeps the app shell so a reload without network still opens the app.
   API calls are never cached: they always go to the network. */
const CACHE = 'kasitrade-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');
const isAsset = (url) => url.pathname.startsWith('/assets/');
/** A customer's receipt page is the server's own light page, never the app shell. */
const isReceipt = (url) => url.pathname.startsWith('/r/');

/** Written by the build: every file the till may load, its parts opened later included. */
const OFFLINE_FILES = '/offline-files.json';

/** Adds to the cache the files it does not hold yet (hashed files never change). */
async function cacheMissing(cache, paths) {
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll([...new Set(paths)].filter((path) => !held.has(path)));
}

/** {till, release} of the build online now, or null with no network. */
const offlineFiles = () =>
  fetch(OFFLINE_FILES, { cache: 'no-cache' })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null);

/** Drops the files of older releases: no page of this release asks for them. */
async function dropOtherReleases(cache, release) {
  const current = new Set(release);
  const stale = (await cache.keys()).filter((request) => {
    const url = new URL(request.url);
    return isAsset(url) && !current.has(url.pathname);
  });
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/** Keeps every file of the till and drops older releases' files. */
async function keepTill(cache) {
  const files = await offlineFiles();
  if (!files) return;
  await cacheMissing(cache, files.till);
  await dropOtherReleases(cache, files.release);
}

/**
 * The shell page and the hashed files it names (entry script, styles, preloads), and every file
 * of the till: a part first opened with no network (a receipt, a refund) still loads.
 */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/', response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cacheMissing(cache, [...SHELL.slice(1), ...assets]);
  await keepTill(cache);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The page tells the worker which files it loaded before the worker took control, and asks it
 * for the till's files once per visit (a new release brings new ones and leaves the old ones
 * unused; the worker stays the same).
 */
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'cache-offline') {
    event.waitUntil(caches.open(CACHE).then(keepTill));
    return;
  }
  const urls = event.data && event.data.type === 'cache-urls' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  const wanted = urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin && isAsset(url));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cacheMissing(
        cache,
        wanted.map((url) => url.pathname),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url) || isReceipt(url)) return;

  if (request.mode === 'navigate') {
    // Network first so a new release shows at once; the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  // Hashed assets never change: cache first, fill the cache as they load.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && (isAsset(url) || SHELL.includes(url.pathname))) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
