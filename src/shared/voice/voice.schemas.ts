import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { VOICE_LANGUAGES } from './languages';
import { MAX_TRANSCRIPT_LENGTH, VOICE_MODES } from './voice-constants';

const VoiceLanguageSchema = z.enum(VOICE_LANGUAGES, {
  error: `Choose one of the languages: ${VOICE_LANGUAGES.join(', ')}`,
});

/**
 * POST /api/voice-ordering/process. availableProducts is what the client shows: the server
 * matches the merchant's own active products with its own prices, so it is accepted and not used.
 */
export const VoiceProcessRequestSchema = z.object({
  transcript: z
    .string({ error: 'The transcript must be text' })
    .max(MAX_TRANSCRIPT_LENGTH, `At most ${MAX_TRANSCRIPT_LENGTH} characters`),
  language: VoiceLanguageSchema,
  voiceMode: z.enum(VOICE_MODES).default('customer'),
  availableProducts: z.array(z.unknown()).max(5000).optional(),
});
export type VoiceProcessRequest = z.input<typeof VoiceProcessRequestSchema>;

const VoiceProductSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  /** The product's list price, from the server. */
  price: DecimalStringSchema,
});

const VoiceItemSchema = VoiceProductSchema.extend({ quantity: z.number().int() });
export type VoiceItem = z.infer<typeof VoiceItemSchema>;

export const VoiceProcessResponseSchema = z.object({
  items: z.array(VoiceItemSchema),
  /** The order read back in the chosen language, or the apology when nothing was found. */
  confirmationText: z.string(),
  /** The items' total with bulk tiers, as the order will be priced. */
  totalAmount: DecimalStringSchema,
  /** What was said that the shop does not have. */
  unmatched: z.array(z.string()),
  /** Goods that fit several products equally: the customer picks one. */
  ambiguous: z.array(
    z.object({
      said: z.string(),
      quantity: z.number().int(),
      candidates: z.array(VoiceProductSchema),
    }),
  ),
});
export type VoiceProcessResponse = z.infer<typeof VoiceProcessResponseSchema>;
