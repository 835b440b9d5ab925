import type pg from 'pg';

/** Command tags that never change a row (and so never fire a change trigger). */
const READ_ONLY =
  /^(SELECT|BEGIN|START|COMMIT|ROLLBACK|SHOW|SET|RESET|LISTEN|UNLISTEN|FETCH|DECLARE|CLOSE|SAVEPOINT|RELEASE)\b/;

interface ProtocolEvents {
  prependListener(event: 'commandComplete', listener: (message: { text: string }) => void): void;
  prependListener(event: 'readyForQuery', listener: (message: { status: string }) => void): void;
}

/**
 * Calls `onCommit` when a pool connection returns to idle after a statement that may
 * have written, i.e. once that write is committed, before the writer's await returns
 * (heard before the client itself handles the protocol's ReadyForQuery).
 */
export function reportCommits(pool: pg.Pool, onCommit: () => void) {
  pool.on('connect', (client) => {
    const connection = (client as unknown as { connection: ProtocolEvents }).connection;
    let wrote = false;
    connection.prependListener('commandComplete', ({ text }) => {
      if (!READ_ONLY.test(text)) wrote = true;
    });
    connection.prependListener('readyForQuery', ({ status }) => {
      if (wrote && status === 'I') {
        wrote = false;
        onCommit();
      }
    });
  });
}
