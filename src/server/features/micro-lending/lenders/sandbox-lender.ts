import { createHash } from 'node:crypto';
import { SANDBOX_LENDER_NAME } from '@shared/micro-lending/loan-types';
import type { Lender } from './lender';

const reference = (kind: string, clientReference: string) =>
  `SANDBOX-${kind}-${createHash('sha256').update(clientReference).digest('hex').slice(0, 10).toUpperCase()}`;

/**
 * Development and demo lender: it approves every loan our rules approve and accepts every
 * repayment, and no real money moves. References start SANDBOX-; the page shows "Sandbox".
 */
export class SandboxLender implements Lender {
  readonly mode = 'sandbox' as const;
  readonly name = SANDBOX_LENDER_NAME;
  readonly ncrNumber = null;

  async disburse({ clientReference }: { clientReference: string }) {
    return { lenderReference: reference('LOAN', clientReference) };
  }

  async collectRepayment({ clientReference }: { clientReference: string }) {
    return { lenderReference: reference('PAY', clientReference) };
  }
}
