import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider';

export interface HttpSmsConfig {
  /** Base URL of the gateway's REST API, e.g. https://api.example.co.za/v1 */
  url: string;
  username?: string;
  password?: string;
  senderId: string;
  timeoutMs?: number;
}

/**
 * Adapter for the common South African bulk-SMS REST shape:
 * POST {url}/messages with HTTP Basic auth and a JSON body
 * {"to": "+27...", "from": "<sender id>", "body": "<text>"}; 201 (or 200)
 * answers a list of accepted messages, 4xx/5xx an error object.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly config: HttpSmsConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.config.username) {
      const credentials = `${this.config.username}:${this.config.password ?? ''}`;
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    let response: Response;
    try {
      response = await fetch(`${this.config.url.replace(/\/$/, '')}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.phone, from: this.config.senderId, body: message.text }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new SmsDeliveryError(
        `SMS gateway answered ${response.status}: ${detail.slice(0, 200)}`,
      );
    }
    const accepted = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(accepted) || accepted.length === 0) {
      throw new SmsDeliveryError('SMS gateway did not accept the message');
    }
  }
}
