import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages';

/**
 * POPIA (issue 33): receipts, repayment reminders and statements are service messages;
 * promotional ones (specials, loyalty offers) go only to customers who agreed, per channel. The
 * consent history is append-only; the current state of a channel is its latest record.
 */
export const CONSENT_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export const ConsentChannelSchema = z.enum(CONSENT_CHANNELS, {
  error: 'Channel must be sms, whatsapp or email',
});
export type ConsentChannel = z.infer<typeof ConsentChannelSchema>;

export const CONSENT_MESSAGES = {
  noConsent: 'This customer has not agreed to promotional messages on this channel',
  noEmail: 'This customer has no email address',
  erased: 'This customer was erased',
  messageRequired: 'Write the message',
} as const;

/** POST /api/customers/{id}/consents: the customer agreed (true) or asked to stop (false). */
export const ConsentChangeSchema = z.object({
  channel: ConsentChannelSchema,
  granted: z.boolean({ error: 'Consent must be true or false' }),
});
export type ConsentChange = z.infer<typeof ConsentChangeSchema>;

/** One record: what was said, on which channel, when, and who captured it. */
export const ConsentRecordSchema = z.object({
  channel: ConsentChannelSchema,
  granted: z.boolean(),
  /** The owner's or the staff member's name when they captured it. */
  capturedBy: z.string(),
  /** True when a staff member captured it, false for the owner. */
  byStaff: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** GET /api/customers/{id}/consents: the latest record of each channel, and the history. */
export const CustomerConsentSchema = z.object({
  current: z.array(ConsentRecordSchema),
  history: z.array(ConsentRecordSchema),
});
export type CustomerConsent = z.infer<typeof CustomerConsentSchema>;

/**
 * The current state of each channel from the history (oldest first): an agreement counts for its
 * own channel; an opt-out on any channel stops every channel until the customer agrees again.
 */
export function consentOf(history: readonly ConsentRecord[]): CustomerConsent {
  const current = new Map<ConsentChannel, ConsentRecord>();
  for (const record of history) {
    if (record.granted) current.set(record.channel, record);
    else for (const channel of CONSENT_CHANNELS) current.set(channel, { ...record, channel });
  }
  return {
    current: CONSENT_CHANNELS.flatMap((channel) => current.get(channel) ?? []),
    history: [...history].reverse(),
  };
}

/** The current state of a channel: agreed only when its latest record says so. */
export const hasConsent = (consent: CustomerConsent, channel: ConsentChannel) =>
  consent.current.some((record) => record.channel === channel && record.granted);

/**
 * POST /api/customers/{id}/promotions: a special or loyalty offer for one customer. The server
 * refuses it (409) unless the customer agreed on that channel, and adds how to stop them.
 */
export const PromotionInputSchema = z.object({
  channel: ConsentChannelSchema,
  message: z
    .string({ error: CONSENT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONSENT_MESSAGES.messageRequired)
    .max(500, 'At most 500 characters'),
  /** The customer's language for the stop line; the shop's own when not given. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

/** The message to send as it must go out (with its stop line) and where to. */
export const PromotionSchema = z.object({
  channel: ConsentChannelSchema,
  to: z.string(),
  text: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
