import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ChangeFeed } from './change-feed';

/** A cached read is served only while every change committed this long ago has been heard. */
const STALE_AFTER_MS = 1_000;
const HEARTBEAT_MS = 200;
/** A listener that has not heard its own heartbeat for this long is replaced. */
const DEAD_AFTER_MS = 5_000;
const RECONNECT_MS = 250;

/**
 * The change triggers' notifications on a dedicated PostgreSQL connection, with a
 * heartbeat barrier: this process NOTIFYs a channel of its own and, since PostgreSQL
 * delivers notifications in commit order, hearing it back means every change committed
 * before it was sent has been heard. Entries are served only while a barrier sent less
 * than STALE_AFTER_MS ago has come back: the staleness bound across servers. This
 * process's own changes arrive through `heardOwn` as its transactions end
 * (pg-commits.ts). While the connection is down nothing may be served from memory.
 */
export function createPgChangeFeed(
  url: string,
  onConnectionLost: (error: Error) => void = () => {},
): ChangeFeed & {
  /** A change this process's own pool made, reported as its transaction ended. */
  heardOwn(channel: string, payload: string): void;
  close(): Promise<void>;
} {
  const channels = new Map<string, (payload: string) => void>();
  const resetHandlers: ((live: boolean) => void)[] = [];
  const barrierChannel = `kasitrade_barrier_${randomBytes(6).toString('hex')}`;
  const sent = new Map<string, number>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let heardSentAt = 0;
  let lastHeardAt = 0;
  let barrierCount = 0;
  let connecting: Promise<void> | null = null;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) sent.clear();
    for (const handler of resetHandlers) handler(value);
  };

  const sendBarrier = () => {
    if (!client || !live) return;
    const token = String(++barrierCount);
    sent.set(token, Date.now());
    client.query(`notify ${barrierChannel}, '${token}'`).catch(() => drop(client));
  };

  const heard = (token: string) => {
    const sentAt = sent.get(token);
    if (sentAt === undefined) return;
    for (const key of sent.keys()) {
      sent.delete(key);
      if (key === token) break;
    }
    lastHeardAt = Date.now();
    heardSentAt = Math.max(heardSentAt, sentAt);
  };

  const drop = (dead: pg.Client | null) => {
    if (!dead || dead !== client) return;
    client = null;
    setLive(false);
    dead.removeAllListeners('notification');
    // Reported once: what the dead connection says while it closes is not news.
    dead.removeAllListeners('error');
    dead.on('error', () => {});
    void dead.end().catch(() => {});
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  const connect = () => {
    connecting ??= open().finally(() => (connecting = null));
    return connecting;
  };

  const open = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', (error) => {
      onConnectionLost(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === barrierChannel) heard(payload);
      else channels.get(channel)?.(payload);
    });
    client = next;
    try {
      await next.connect();
      for (const channel of [...channels.keys(), barrierChannel]) {
        await next.query(`listen ${channel}`);
      }
      if (client !== next) return;
      heardSentAt = 0;
      lastHeardAt = Date.now();
      setLive(true);
      sendBarrier();
    } catch {
      drop(next);
    }
  };

  const heartbeat = setInterval(() => {
    if (!live) return;
    if (Date.now() - lastHeardAt > DEAD_AFTER_MS) return drop(client);
    sendBarrier();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async listen(channel, onNotify) {
      channels.set(channel, onNotify);
      if (connecting) await connecting;
      if (client && live) await client.query(`listen ${channel}`);
      else if (!client) await connect();
    },
    onReset(handler) {
      resetHandlers.push(handler);
    },
    get live() {
      return live;
    },
    upToDate() {
      return live && Date.now() - heardSentAt <= STALE_AFTER_MS;
    },
    heardOwn(channel, payload) {
      channels.get(channel)?.(payload);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      const last = client;
      client = null;
      setLive(false);
      await last?.end().catch(() => {});
    },
  };
}
