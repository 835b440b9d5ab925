import { centsToDecimal, type Cents } from '@shared/money/money';
import type { Network } from '@shared/vas/vas.schemas';
import {
  getJson,
  PartnerUnavailableError,
  postJson,
  textField,
  type PartnerApiConfig,
} from '@server/lib/partner-api';
import type { FloatAnswer, VasProvider } from './vas-provider';

const LABEL = 'VAS provider';
const text = (body: Record<string, unknown>, field: string) => textField(body, field, LABEL);

/** `url` is the base URL of the provider's API, e.g. https://vas.example.co.za/v1 */
export type HttpVasConfig = PartnerApiConfig;

/**
 * Adapter for a real value-added-services provider, written against this JSON API:
 *
 *   Every call: POST, `Authorization: Bearer <VAS_HTTP_API_KEY>`,
 *   `Content-Type: application/json`, `Idempotency-Key: <clientReference>`.
 *   Amounts are rand decimal strings ("25.00"); phones are E.164 ("+27712345678").
 *
 *   POST {url}/airtime      {"clientReference", "network": "vodacom|mtn|cell_c|telkom", "phone", "amount"}
 *     200|201 {"reference": "PRV-1", "pin": "1234567890123456"}
 *   POST {url}/electricity  {"clientReference", "meterNumber": "01234567890", "amount"}
 *     200|201 {"reference": "PRV-2", "token": "12345678901234567890"}
 *   POST {url}/transfers    {"clientReference", "phone", "amount"}
 *     200|201 {"reference": "PRV-3"}
 *
 *   POST {url}/deposits     {"clientReference", "amount"}
 *     200|201 {"reference": "PRV-4", "status": "pending|completed", "depositReference": "KT4821"}
 *     Float for the merchant's wallet. Pending: the merchant pays the provider quoting
 *     depositReference, and the float counts once the provider confirms it.
 *   GET  {url}/deposits/{clientReference}
 *     200 {"reference": "PRV-4", "status": "pending|completed|failed", "depositReference": "KT4821"}
 *
 *   A refusal answers 4xx {"error": {"code": "INVALID_METER", "message": "Meter not recognised"}};
 *   its message is shown to the merchant and nothing is sold. A 5xx, a timeout or no
 *   answer means the provider is unavailable; the purchase is recorded as failed and the
 *   merchant is not charged. The same clientReference sent again must answer the first
 *   result and never sell twice. Not yet used: a status call
 *   (GET {url}/purchases/{clientReference}) to reconcile a timed-out purchase.
 */
export class HttpVasProvider implements VasProvider {
  readonly mode = 'live' as const;
  readonly name = 'http';

  constructor(private readonly config: HttpVasConfig) {}

  async buyAirtime(request: {
    clientReference: string;
    network: Network;
    phone: string;
    amount: Cents;
  }) {
    const body = await this.post('airtime', { ...request, amount: centsToDecimal(request.amount) });
    return { providerReference: text(body, 'reference'), pin: text(body, 'pin') };
  }

  async buyElectricity(request: { clientReference: string; meterNumber: string; amount: Cents }) {
    const body = await this.post('electricity', {
      ...request,
      amount: centsToDecimal(request.amount),
    });
    return { providerReference: text(body, 'reference'), token: text(body, 'token') };
  }

  async sendMoney(request: { clientReference: string; phone: string; amount: Cents }) {
    const body = await this.post('transfers', {
      ...request,
      amount: centsToDecimal(request.amount),
    });
    return { providerReference: text(body, 'reference') };
  }

  async loadFloat(request: { clientReference: string; amount: Cents }): Promise<FloatAnswer> {
    const body = await this.post('deposits', {
      ...request,
      amount: centsToDecimal(request.amount),
    });
    return floatAnswer(body);
  }

  async floatStatus(clientReference: string): Promise<FloatAnswer> {
    const path = `deposits/${encodeURIComponent(clientReference)}`;
    return floatAnswer(await getJson(this.config, path, MESSAGES));
  }

  private post(path: string, payload: { clientReference: string } & Record<string, unknown>) {
    return postJson(this.config, path, payload, MESSAGES);
  }
}

const MESSAGES = { label: LABEL, declined: 'The provider refused the purchase' };
const FLOAT_STATUSES = ['pending', 'completed', 'failed'] as const;

function floatAnswer(body: Record<string, unknown>): FloatAnswer {
  const status = FLOAT_STATUSES.find((known) => known === body.status);
  if (!status) throw new PartnerUnavailableError(`${LABEL} answer has no deposit status`);
  const depositReference =
    typeof body.depositReference === 'string' && body.depositReference
      ? body.depositReference.slice(0, 60)
      : null;
  return { status, providerReference: text(body, 'reference'), depositReference };
}
