import type pg from 'pg';

/** Asks the change triggers to tell the writing connection too (migration 0009). */
export const TELL_WRITER_OPTION = '-c kasitrade.tell_writer=on';

interface Notice {
  message?: string;
  detail?: string;
  hint?: string;
}

interface ProtocolEvents {
  prependListener(event: 'notice', listener: (message: Notice) => void): void;
  prependListener(event: 'readyForQuery', listener: (message: { status: string }) => void): void;
}

/**
 * Hands `onOwnChange` each change a pool connection made, once its transaction has
 * ended and before the writer's await returns (heard ahead of the client's own handling
 * of ReadyForQuery). A rolled-back change is handed on too: dropping a cached entry
 * that is still true costs only a read.
 */
export function reportOwnChanges(
  pool: pg.Pool,
  onOwnChange: (channel: string, payload: string) => void,
) {
  pool.on('connect', (client) => {
    const connection = (client as unknown as { connection: ProtocolEvents }).connection;
    let pending: [string, string][] = [];
    connection.prependListener('notice', ({ message, detail, hint }) => {
      if (message === 'kasitrade_change' && detail) pending.push([detail, hint ?? '']);
    });
    connection.prependListener('readyForQuery', ({ status }) => {
      if (status !== 'I' || pending.length === 0) return;
      const changes = pending;
      pending = [];
      for (const [channel, payload] of changes) onOwnChange(channel, payload);
    });
  });
}
