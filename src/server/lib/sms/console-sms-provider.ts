import type { SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxEntry {
  phone: string;
  code: string | null;
  text: string;
  sentAt: string;
}

const OUTBOX_LIMIT = 500;

/** Development provider: logs each message and keeps it in memory for GET /api/dev/sms-outbox. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly outbox: OutboxEntry[] = [];

  constructor(private readonly log: (line: string) => void = () => {}) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.unshift({
      phone: message.phone,
      code: message.code ?? null,
      text: message.text,
      sentAt: new Date().toISOString(),
    });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
    this.log(`SMS to ${message.phone}: ${message.text}`);
  }

  /** Newest first; only the messages to `phone` when given. */
  messages(phone?: string): OutboxEntry[] {
    return phone ? this.outbox.filter((m) => m.phone === phone) : [...this.outbox];
  }
}
