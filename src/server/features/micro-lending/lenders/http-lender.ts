import { centsToDecimal, type Cents } from '@shared/money/money';
import type { LoanType } from '@shared/micro-lending/loan-types';
import { postJson, textField, type PartnerApiConfig } from '@server/lib/partner-api';
import type { Lender } from './lender';

const LABEL = 'Lender';
const MESSAGES = { label: LABEL, declined: 'The lender declined the request' };

export interface HttpLenderConfig extends PartnerApiConfig {
  /** The registered credit provider, as named to merchants. */
  name: string;
  /** Its National Credit Regulator registration, e.g. NCRCP12345. */
  ncrNumber: string;
}

/**
 * Adapter for a registered lending partner, written against this JSON API:
 *
 *   Every call: POST, `Authorization: Bearer <LENDER_HTTP_API_KEY>`,
 *   `Content-Type: application/json`, `Idempotency-Key: <clientReference>`.
 *   Amounts are rand decimal strings ("500.00"). The partner knows the shop by
 *   merchantReference (our merchant id), agreed when the shop is onboarded.
 *
 *   POST {url}/loans  {"clientReference": "<loan id>", "merchantReference", "loanType":
 *       "stock_advance|float_credit|emergency", "amount": "500.00", "fee": "10.00",
 *       "totalToRepay": "510.00", "termDays": 3}
 *     200|201 {"reference": "LN-1"}   the loan is paid out to the shop
 *   POST {url}/loans/{reference}/repayments  {"clientReference": "<repayment id>", "amount": "110.00"}
 *     200|201 {"reference": "RP-1"}   the payment is collected
 *
 *   A refusal answers 4xx {"error": {"code": "AFFORDABILITY", "message": "..."}}; its message is
 *   shown to the merchant and nothing is lent or collected. A 5xx, a timeout or no answer means
 *   the lender is unavailable: the loan is recorded as declined (the repayment as failed) and
 *   the merchant may try again. The same clientReference sent again must answer the first
 *   result. Not yet used: a status call (GET {url}/loans/{clientReference}) to reconcile a
 *   request that timed out after the lender acted on it.
 */
export class HttpLender implements Lender {
  readonly mode = 'live' as const;
  readonly name: string;
  readonly ncrNumber: string;

  constructor(private readonly config: HttpLenderConfig) {
    this.name = config.name;
    this.ncrNumber = config.ncrNumber;
  }

  async disburse(request: {
    clientReference: string;
    merchantReference: string;
    loanType: LoanType;
    amount: Cents;
    fee: Cents;
    termDays: number;
  }) {
    const body = await postJson(
      this.config,
      'loans',
      {
        ...request,
        amount: centsToDecimal(request.amount),
        fee: centsToDecimal(request.fee),
        totalToRepay: centsToDecimal(request.amount + request.fee),
      },
      MESSAGES,
    );
    return { lenderReference: textField(body, 'reference', LABEL) };
  }

  async collectRepayment(request: {
    clientReference: string;
    loanReference: string;
    amount: Cents;
  }) {
    const body = await postJson(
      this.config,
      `loans/${encodeURIComponent(request.loanReference)}/repayments`,
      { clientReference: request.clientReference, amount: centsToDecimal(request.amount) },
      MESSAGES,
    );
    return { lenderReference: textField(body, 'reference', LABEL) };
  }
}
