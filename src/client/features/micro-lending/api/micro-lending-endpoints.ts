import type {
  LoanApplicationInput,
  LoanRepaymentInput,
} from '@shared/micro-lending/micro-lending.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/micro-lending/micro-lending.schemas');

/** The shop's credit profile, its factors worded in the request's language. */
export const getCreditProfile = defineEndpoint({
  method: 'GET',
  path: '/api/micro-lending/profile',
  response: async () => (await schemas()).CreditProfileSchema,
});

export const getLender = defineEndpoint({
  method: 'GET',
  path: '/api/micro-lending/lender',
  response: async () => (await schemas()).LenderInfoSchema,
});

export const listActiveLoans = defineEndpoint({
  method: 'GET',
  path: '/api/micro-lending/active',
  response: async () => (await schemas()).LoanListSchema,
});

export const listLoanHistory = defineEndpoint({
  method: 'GET',
  path: '/api/micro-lending/history',
  response: async () => (await schemas()).LoanListSchema,
});

export const applyForLoan = defineEndpoint({
  method: 'POST',
  path: '/api/micro-lending/apply',
  body: typed<LoanApplicationInput>(),
  response: async () => (await schemas()).LoanSchema,
});

/** One idempotency key per intended payment, so a retried tap pays once. */
export const repayLoan = defineEndpoint({
  method: 'POST',
  path: '/api/micro-lending/repay/:id',
  body: typed<LoanRepaymentInput>(),
  response: async () => (await schemas()).LoanRepaymentResultSchema,
});
