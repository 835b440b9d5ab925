import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth';

/** A merchant route's shop: its id and the settings its trading rules read (from the session). */
export interface Shop {
  merchantId: string;
  vatRegistered: boolean;
}

export function shopOf(request: FastifyRequest): Shop {
  const user = currentUser(request);
  return { merchantId: user.id, vatRegistered: user.vatRegistered };
}
