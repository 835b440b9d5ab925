import type { Cents } from '@shared/money/money';
import type { LoanType } from '@shared/micro-lending/loan-types';

/**
 * The lender of record. In South Africa every credit provider is registered with the National
 * Credit Regulator; KasiTrade only arranges the loan. `clientReference` is our loan or repayment
 * id: a lender must treat a repeated clientReference as the same request, so a retried call
 * never pays out or collects twice.
 */
export interface Lender {
  /** 'sandbox' lends and collects nothing real; 'live' is a registered lender. */
  readonly mode: 'sandbox' | 'live';
  /** As named to the merchant. */
  readonly name: string;
  readonly ncrNumber: string | null;
  /** Pays the loan out on our rules' approval; refuses with LenderDeclinedError. */
  disburse(request: {
    clientReference: string;
    merchantReference: string;
    loanType: LoanType;
    amount: Cents;
    fee: Cents;
    termDays: number;
  }): Promise<{ lenderReference: string }>;
  /** Takes a repayment of a loan it paid out. */
  collectRepayment(request: {
    clientReference: string;
    loanReference: string;
    amount: Cents;
  }): Promise<{ lenderReference: string }>;
}

/** The lender refused: its message is for the merchant. Unavailable: nothing is known to be done. */
export {
  PartnerDeclinedError as LenderDeclinedError,
  PartnerUnavailableError as LenderUnavailableError,
} from '@server/lib/partner-api';
