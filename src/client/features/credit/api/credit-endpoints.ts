import type {
  CreateCreditAccountInput,
  RepaymentInput,
  UpdateCreditAccountInput,
} from '@shared/credit/credit.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/credit/credit.schemas');

export const listCreditAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/credit-accounts',
  response: async () => (await schemas()).CreditAccountListSchema,
});

export const getCreditSummary = defineEndpoint({
  method: 'GET',
  path: '/api/credit-accounts/summary',
  response: async () => (await schemas()).CreditSummarySchema,
});

export const getCreditAccount = defineEndpoint({
  method: 'GET',
  path: '/api/credit-accounts/:id',
  response: async () => (await schemas()).CreditAccountDetailSchema,
});

export const createCreditAccount = defineEndpoint({
  method: 'POST',
  path: '/api/credit-accounts',
  body: typed<CreateCreditAccountInput>(),
  response: async () => (await schemas()).CreditAccountSchema,
});

export const updateCreditAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/credit-accounts/:id',
  body: typed<UpdateCreditAccountInput>(),
  response: async () => (await schemas()).CreditAccountSchema,
});

/** A repayment; its idempotency key makes a retried tap count once. */
export const repayCredit = defineEndpoint({
  method: 'POST',
  path: '/api/credit-accounts/:id/payments',
  body: typed<RepaymentInput>(),
  response: async () => (await schemas()).RepaymentResultSchema,
});
