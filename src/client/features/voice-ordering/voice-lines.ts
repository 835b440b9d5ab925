import type { VoiceLanguage } from '@shared/voice/languages';
import { centsToDecimal, toCents } from '@shared/money/money';
import { priceOrder } from '@shared/orders/order-totals';
import type { VoiceItem, VoiceProcessResponse } from '@shared/voice/voice.schemas';

export const MAX_VOICE_QUANTITY = 1000;

type VoiceChoice = VoiceProcessResponse['ambiguous'][number];

/** What was heard, as the merchant edits it before Confirm. */
export interface VoiceDraft {
  lines: VoiceItem[];
  /** Goods to pick among candidates; a pick moves them to the lines. */
  choices: VoiceChoice[];
}

export const draftOf = (result: VoiceProcessResponse): VoiceDraft => ({
  lines: result.items,
  choices: result.ambiguous,
});

/** A quantity of 0 or below removes the line (docs/product.md "Validation"); at most 1000. */
export function setQuantity(draft: VoiceDraft, productId: string, quantity: number): VoiceDraft {
  const lines =
    quantity <= 0
      ? draft.lines.filter((line) => line.productId !== productId)
      : draft.lines.map((line) =>
          line.productId === productId
            ? { ...line, quantity: Math.min(Math.floor(quantity), MAX_VOICE_QUANTITY) }
            : line,
        );
  return { ...draft, lines };
}

export const removeLine = (draft: VoiceDraft, productId: string) =>
  setQuantity(draft, productId, 0);

/** Picks one candidate of a choice; the same product already listed gets the quantity added. */
export function pickCandidate(
  draft: VoiceDraft,
  choiceIndex: number,
  productId: string,
): VoiceDraft {
  const choice = draft.choices[choiceIndex];
  const picked = choice?.candidates.find((c) => c.productId === productId);
  if (!choice || !picked) return draft;
  const choices = draft.choices.filter((_, i) => i !== choiceIndex);
  const existing = draft.lines.find((line) => line.productId === productId);
  if (existing) {
    return {
      choices,
      lines: setQuantity(draft, productId, existing.quantity + choice.quantity).lines,
    };
  }
  return { choices, lines: [...draft.lines, { ...picked, quantity: choice.quantity }] };
}

export const dropChoice = (draft: VoiceDraft, choiceIndex: number): VoiceDraft => ({
  ...draft,
  choices: draft.choices.filter((_, i) => i !== choiceIndex),
});

/** The total as the server will price it: list prices with the bulk tiers. */
export const draftTotal = (draft: VoiceDraft) =>
  priceOrder(
    draft.lines.map((line) => ({ listPrice: toCents(line.price) ?? 0, quantity: line.quantity })),
  ).total;

/** The spec's voice order (POST /api/orders). */
export const voiceOrderOf = (draft: VoiceDraft, language: VoiceLanguage) => ({
  items: draft.lines.map(({ productId, name, price, quantity }) => ({
    productId,
    name,
    price,
    quantity,
  })),
  totalAmount: centsToDecimal(draftTotal(draft)),
  paymentMethod: 'voice_order' as const,
  orderType: 'voice' as const,
  language,
});
