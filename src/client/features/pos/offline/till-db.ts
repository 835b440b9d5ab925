import type { DBSchema, IDBPDatabase } from 'idb';
import type { Product } from '@shared/catalog/catalog.schemas';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';

/** A sale rung up offline, from the moment it is rung up until the server has answered. */
export interface QueuedSale {
  /** The client's id for the sale, sent as its Idempotency-Key. */
  id: string;
  seq: number;
  state: 'waiting' | 'synced' | 'refused';
  body: CreatePosSale;
  /** The receipt: as printed offline (OFF-<device>-<n>), then the server's sale once synced. */
  receipt: PosSale;
  saleNumber?: string;
  message?: string;
}

interface TillDb extends DBSchema {
  sales: { key: string; value: QueuedSale; indexes: { seq: number; state: string } };
  products: { key: string; value: Product; indexes: { barcode: string } };
  meta: { key: string; value: string | number };
}

const opened = new Map<string, Promise<IDBPDatabase<TillDb>>>();

/**
 * One database per signed-in shop on this phone, so one shop's queue is never sent as another's.
 * The database library loads on first use, apart from the till's first paint.
 */
export function tillDb(userId: string): Promise<IDBPDatabase<TillDb>> {
  let db = opened.get(userId);
  if (!db) {
    db = openTillDb(userId);
    opened.set(userId, db);
    // A failed load is tried again next time.
    void db.catch(() => opened.delete(userId));
  }
  return db;
}

async function openTillDb(userId: string) {
  const { openDB } = await import('idb');
  return openDB<TillDb>(`kasitrade-till-${userId}`, 2, {
    upgrade(database, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const sales = database.createObjectStore('sales', { keyPath: 'id' });
        sales.createIndex('seq', 'seq');
        sales.createIndex('state', 'state');
        database.createObjectStore('products', { keyPath: 'id' });
        database.createObjectStore('meta');
      }
      if (oldVersion < 2) {
        // Version 2 finds a scanned code offline: each of a product's codes is a key. The copy
        // is pulled whole once more, so products kept before codes existed get theirs.
        tx.objectStore('products').createIndex('barcode', 'barcodes', { multiEntry: true });
        void tx.objectStore('meta').delete('catalogueSince');
      }
    },
  });
}
