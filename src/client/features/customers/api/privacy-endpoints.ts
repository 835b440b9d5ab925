import type { ConsentChange } from '@shared/customers/consent.schemas';
import { defineEndpoint, fillPath, typed } from '@client/api/endpoint';

const consentSchemas = () => import('@shared/customers/consent.schemas');
const customerSchemas = () => import('@shared/customers/customers.schemas');

/** A customer's consent to promotional messages: the latest of each channel and the history. */
export const getConsents = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/consents',
  response: async () => (await consentSchemas()).CustomerConsentSchema,
});

export const recordConsent = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/consents',
  body: typed<ConsentChange>(),
  response: async () => (await consentSchemas()).CustomerConsentSchema,
});

export const eraseCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/erase',
  response: async () => (await customerSchemas()).CustomerSchema,
});

/** The JSON download of everything the shop holds on one customer. */
export const customerExportPath = (id: string) => fillPath('/api/customers/:id/export', { id });
