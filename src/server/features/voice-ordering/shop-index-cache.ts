import type { VoiceLanguage } from '@shared/voice/languages';
import { buildShopIndex, type ShopIndex, type VoiceProduct } from '@shared/voice/product-index';

const MAX_SHOPS = 50;

/**
 * The parser's index of each shop, kept while the shop's active products (names, categories,
 * pack units, voice names) are unchanged: building it costs milliseconds, reading a transcript with it
 * a few hundredths of one. Least recently used shops go first.
 */
export class ShopIndexCache {
  private entries = new Map<string, { signature: string; index: ShopIndex }>();

  indexOf(
    merchantId: string,
    language: VoiceLanguage,
    products: readonly Required<VoiceProduct>[],
  ) {
    const key = `${merchantId}:${language}`;
    const signature = products
      .map((p) =>
        [p.id, p.name, p.category ?? '', p.packUnits ?? '', ...p.voiceNames].join('\u0000'),
      )
      .join('\u0001');
    const hit = this.entries.get(key);
    this.entries.delete(key);
    const entry =
      hit && hit.signature === signature
        ? hit
        : { signature, index: buildShopIndex(products, language) };
    this.entries.set(key, entry);
    if (this.entries.size > MAX_SHOPS) this.entries.delete(this.entries.keys().next().value!);
    return entry.index;
  }
}
