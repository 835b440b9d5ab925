import type { FastifyRequest } from 'fastify';
import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import { inTillOrder, SHOP_PAYMENT_METHODS } from '@shared/store-setup/setup-payment.schemas';
import { currentUser } from './auth';

/** A merchant route's shop: its id and the settings its trading rules read (from the session). */
export interface Shop {
  merchantId: string;
  vatRegistered: boolean;
  /** What the till takes: as ticked in the wizard or the settings; never chosen, every method. */
  paymentMethods: PosPaymentMethod[];
}

export function shopOf(request: FastifyRequest): Shop {
  const user = currentUser(request);
  return {
    merchantId: user.id,
    vatRegistered: user.vatRegistered,
    paymentMethods: inTillOrder(user.paymentMethods ?? SHOP_PAYMENT_METHODS),
  };
}
