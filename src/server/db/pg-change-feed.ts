import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ChangeFeed } from './change-feed';

/** A cached read is served only while every change committed this long ago has been heard. */
export const STALE_AFTER_MS = 1_000;
const HEARTBEAT_MS = 200;
/** A listener that has not heard its own heartbeat for this long is replaced. */
const DEAD_AFTER_MS = 5_000;
const RECONNECT_MS = 250;

interface Waiter {
  writeSeq: number;
  since: number;
  resolve: (upToDate: boolean) => void;
}

/**
 * The change triggers' notifications on a dedicated PostgreSQL connection, with a
 * barrier: this process NOTIFYs a channel of its own and, since PostgreSQL delivers
 * notifications in commit order, hearing it back means every change committed before
 * it was sent has been heard. A heartbeat barrier bounds staleness across servers
 * (STALE_AFTER_MS); a barrier sent after this process's latest commit gives
 * read-your-own-write. While the connection is down nothing may be served from memory.
 */
export function createPgChangeFeed(url: string): ChangeFeed & {
  /** Counts a commit of this process (the pool reports each one). */
  noteWrite(): void;
  close(): Promise<void>;
} {
  const channels = new Map<string, (payload: string) => void>();
  const resetHandlers: ((live: boolean) => void)[] = [];
  const barrierChannel = `kasitrade_barrier_${randomBytes(6).toString('hex')}`;
  const sent = new Map<string, { sentAt: number; writeSeq: number }>();
  let waiters: Waiter[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let writeSeq = 0;
  let heardSeq = 0;
  let heardSentAt = 0;
  let lastHeardAt = 0;
  let barrierCount = 0;
  let inFlightSeq = -1;
  let connecting: Promise<void> | null = null;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) {
      for (const waiter of waiters) waiter.resolve(false);
      waiters = [];
      sent.clear();
      inFlightSeq = -1;
    }
    for (const handler of resetHandlers) handler(value);
  };

  const sendBarrier = () => {
    if (!client || !live) return;
    const token = String(++barrierCount);
    sent.set(token, { sentAt: Date.now(), writeSeq });
    inFlightSeq = Math.max(inFlightSeq, writeSeq);
    client.query(`notify ${barrierChannel}, '${token}'`).catch(() => drop(client));
  };

  const heard = (token: string) => {
    const barrier = sent.get(token);
    if (!barrier) return;
    for (const key of sent.keys()) {
      sent.delete(key);
      if (key === token) break;
    }
    lastHeardAt = Date.now();
    heardSentAt = Math.max(heardSentAt, barrier.sentAt);
    heardSeq = Math.max(heardSeq, barrier.writeSeq);
    const ready = waiters.filter((w) => w.writeSeq <= heardSeq);
    waiters = waiters.filter((w) => w.writeSeq > heardSeq);
    for (const waiter of ready) waiter.resolve(true);
  };

  const drop = (dead: pg.Client | null) => {
    if (!dead || dead !== client) return;
    client = null;
    setLive(false);
    dead.removeAllListeners('notification');
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
    next.on('error', () => drop(next));
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
    const now = Date.now();
    for (const late of waiters.filter((w) => now - w.since > STALE_AFTER_MS)) late.resolve(false);
    waiters = waiters.filter((w) => now - w.since <= STALE_AFTER_MS);
    if (now - lastHeardAt > DEAD_AFTER_MS) return drop(client);
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
      if (!live) return false;
      if (writeSeq > heardSeq) {
        const mine = writeSeq;
        if (inFlightSeq < mine) sendBarrier();
        return new Promise<boolean>((resolve) =>
          waiters.push({ writeSeq: mine, since: Date.now(), resolve }),
        );
      }
      return Date.now() - heardSentAt <= STALE_AFTER_MS;
    },
    noteWrite() {
      writeSeq += 1;
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
