import { isConnectionLoss } from '../db/connection-loss';

/** One line naming a lost connection: its code, else the driver's words. */
export function describeConnectionLoss(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return `a database connection was lost (${typeof code === 'string' ? code : error.message})`;
}

/**
 * The last line of defence, behind the 'error' listener every database connection has: a
 * lost database connection that still reaches the process is logged and the server carries on
 * (the driver has already failed that connection's queries and the pool discards it). Anything
 * else is a bug: it is logged and the process exits non-zero, for its supervisor to restart.
 */
export function guardProcess(
  target: Pick<NodeJS.Process, 'on'>,
  log: (line: string) => void,
  exit: (code: number) => void,
) {
  target.on('uncaughtException', (error: Error) => {
    if (isConnectionLoss(error)) {
      log(`${describeConnectionLoss(error)} with nobody listening; carrying on`);
      return;
    }
    log(`fatal: ${error.stack ?? String(error)}`);
    exit(1);
  });
}
