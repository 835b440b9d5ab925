import type { Cents } from '@shared/money/money';
import type { Network } from '@shared/vas/vas.schemas';

/**
 * A value-added-services provider. `clientReference` is our purchase id: a
 * provider must treat a repeated clientReference as the same purchase, so a
 * retried call never sells twice.
 */
export interface VasProvider {
  /** 'sandbox' issues test vouchers that are worth nothing; 'live' sells real ones. */
  readonly mode: 'sandbox' | 'live';
  readonly name: string;
  buyAirtime(request: {
    clientReference: string;
    network: Network;
    phone: string;
    amount: Cents;
  }): Promise<{ providerReference: string; pin: string }>;
  buyElectricity(request: {
    clientReference: string;
    meterNumber: string;
    amount: Cents;
  }): Promise<{ providerReference: string; token: string }>;
  sendMoney(request: {
    clientReference: string;
    phone: string;
    amount: Cents;
  }): Promise<{ providerReference: string }>;
  /**
   * Float for the merchant's wallet: completed at once, or pending with the reference the
   * merchant quotes when paying the provider, until the provider confirms the money.
   */
  loadFloat(request: { clientReference: string; amount: Cents }): Promise<FloatAnswer>;
  /** Where a pending float deposit stands now. */
  floatStatus(clientReference: string): Promise<FloatAnswer>;
}

export interface FloatAnswer {
  status: 'pending' | 'completed' | 'failed';
  providerReference: string;
  depositReference: string | null;
}

/**
 * The provider refused this purchase (bad meter, network down for that number...): its message
 * is for the merchant. Unavailable: it could not be reached or failed; nothing is known to be sold.
 */
export {
  PartnerDeclinedError as VasDeclinedError,
  PartnerUnavailableError as VasUnavailableError,
} from '@server/lib/partner-api';
