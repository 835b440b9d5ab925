import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server's URL with another database name. */
export function onDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function asAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `url`, for a test, a bench or a fault run
 * of its own; `drop` removes it, closing any connection left on it.
 */
export async function createScratchDatabase(url: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `create database ${name}`);
  return {
    name,
    url: onDatabase(url, name),
    drop: () => asAdmin(url, `drop database if exists ${name} with (force)`),
  };
}
