import { centsToDecimal, toCents } from '@shared/money/money';
import type { StockTake, StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import type { FetchCall } from '@client/test/stub-fetch';

/** For component tests: a shop's stock takes kept in memory, answering as the contract says. */
export interface ShelfProduct {
  id: string;
  name: string;
  barcodes: string[];
  stock: number;
  price: string;
}

const AT = '2026-11-27T08:00:00.000Z';
const OWNER = { id: null, name: 'Thandi Owner' };
const TAKE_ID = '7d0c3a36-1c44-4c1e-9a52-4f3f1c2d0a01';

export function stockTakeServer(products: ShelfProduct[]) {
  let take: StockTake | null = null;
  const counts = new Map<string, number>();
  const counters = new Set<string>();
  /** Each line remembers the stock held when it was first counted. */
  const expectedAt = new Map<string, number>();

  const line = (p: ShelfProduct): StockTakeLine => {
    const counted = counts.get(p.id) ?? null;
    const expected = expectedAt.get(p.id) ?? p.stock;
    const difference = counted === null ? null : counted - expected;
    return {
      productId: p.id,
      name: p.name,
      barcodes: p.barcodes,
      expected,
      counted,
      difference,
      price: p.price,
      differenceValue:
        difference === null ? null : centsToDecimal(difference * (toCents(p.price) ?? 0)),
      differenceCost: null,
      countedAt: counted === null ? null : AT,
    };
  };
  const current = (): StockTake => {
    const lines = products.map(line);
    const counted = lines.filter((l) => l.counted !== null);
    return {
      ...take!,
      lines,
      countedBy: [...counters].map((name) => ({ id: null, name })),
      countedLines: counted.length,
      totalLines: lines.length,
      differenceUnits: counted.reduce((sum, l) => sum + l.difference!, 0),
      differenceValue: centsToDecimal(
        counted.reduce((sum, l) => sum + (toCents(l.differenceValue!) ?? 0), 0),
      ),
    };
  };
  const count = (productId: string, quantity: number, who: string) => {
    const product = products.find((p) => p.id === productId)!;
    if (!expectedAt.has(productId)) expectedAt.set(productId, product.stock);
    counts.set(productId, (counts.get(productId) ?? 0) + quantity);
    counters.add(who);
  };
  const closed = () =>
    Response.json(
      { error: { code: 'CONFLICT', message: 'This stock take is closed', details: {} } },
      { status: 409 },
    );

  const answer = (call: FetchCall): Response => {
    const { method, url } = call;
    if (url === '/api/categories') return Response.json([]);
    if (url === '/api/stock-takes' && method === 'GET') {
      return Response.json(take ? [{ ...current(), lines: undefined }] : []);
    }
    if (url === '/api/stock-takes' && method === 'POST') {
      take = {
        id: TAKE_ID,
        status: 'counting',
        categoryId: null,
        categoryName: null,
        startedBy: OWNER,
        countedBy: [],
        countedLines: 0,
        totalLines: products.length,
        differenceUnits: 0,
        differenceValue: '0.00',
        createdAt: AT,
        appliedAt: null,
        appliedBy: null,
        lines: [],
      };
      return Response.json(current(), { status: 201 });
    }
    if (url.endsWith('/counts')) {
      if (take?.status !== 'counting') return closed();
      const body = call.body as { counts: { productId: string; quantity: number }[] };
      for (const c of body.counts) count(c.productId, c.quantity, OWNER.name);
      return Response.json(current());
    }
    if (url.endsWith('/apply')) {
      if (take?.status === 'applied') return closed();
      for (const p of products) p.stock += (counts.get(p.id) ?? 0) - (expectedAt.get(p.id) ?? 0);
      take = { ...take!, status: 'applied', appliedAt: AT, appliedBy: OWNER };
      return Response.json(current());
    }
    if (method === 'PUT') {
      take = { ...take!, status: (call.body as { status: StockTake['status'] }).status };
      return Response.json(current());
    }
    return Response.json(current());
  };

  return {
    answer,
    /** Another phone counts (its counts show here on the next read). */
    otherPhoneCounts: (productId: string, quantity: number, who: string) =>
      count(productId, quantity, who),
    countOf: (productId: string) => counts.get(productId) ?? null,
  };
}
