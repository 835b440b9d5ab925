import { and, eq } from 'drizzle-orm';
import { centsToDecimal, toCents } from '@shared/money/money';
import { priceOrder } from '@shared/orders/order-totals';
import { confirmationText } from '@shared/voice/confirmation';
import { parseVoiceOrder } from '@shared/voice/parse-voice-order';
import type { z } from 'zod';
import type { VoiceProcessRequestSchema, VoiceProcessResponse } from '@shared/voice/voice.schemas';
import type { Deps } from '@server/deps';
import { categories, products } from '@server/db/schema/index';
import { ShopIndexCache } from './shop-index-cache';

type ProcessInput = z.output<typeof VoiceProcessRequestSchema>;

export function createVoiceOrderingService({ db }: Deps) {
  const indexes = new ShopIndexCache();
  /** The merchant's active products with the server's prices: the only goods a transcript can name. */
  const activeProducts = (merchantId: string) =>
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        voiceNames: products.voiceNames,
        category: categories.name,
        packUnits: products.packUnits,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.merchantId, merchantId), eq(products.status, 'active')));

  return {
    /** Reads the order in a transcript and reads it back, priced as the order will be. */
    async process(merchantId: string, input: ProcessInput): Promise<VoiceProcessResponse> {
      const rows = await activeProducts(merchantId);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const parsed = parseVoiceOrder(
        input.transcript,
        indexes.indexOf(merchantId, input.language, rows),
      );
      const shown = (id: string) => {
        const row = byId.get(id)!;
        return { productId: row.id, name: row.name, price: row.price };
      };
      const items = parsed.items.map((item) => ({
        ...shown(item.productId),
        quantity: item.quantity,
      }));
      const { total } = priceOrder(
        items.map((item) => ({ listPrice: toCents(item.price) ?? 0, quantity: item.quantity })),
      );
      const ambiguous = parsed.ambiguous.map((choice) => ({
        said: choice.said,
        quantity: choice.quantity,
        candidates: choice.candidates.map(shown),
      }));
      return {
        items,
        confirmationText: confirmationText(
          input.language,
          items,
          total,
          ambiguous.map((choice) => choice.candidates.map((c) => c.name)),
        ),
        totalAmount: centsToDecimal(total),
        unmatched: parsed.unmatched,
        ambiguous,
      };
    },
  };
}
