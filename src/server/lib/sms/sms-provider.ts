export interface SmsMessage {
  /** E.164, e.g. +27712345678 */
  phone: string;
  text: string;
  /** The one-time code inside text, kept only by the development outbox. */
  code?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
