import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsentChangeSchema,
  CustomerConsentSchema,
  PromotionInputSchema,
  PromotionSchema,
} from '@shared/customers/consent.schemas';
import { CustomerSchema } from '@shared/customers/customers.schemas';
import { CustomerExportSchema } from '@shared/customers/privacy.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { currentUser, merchantIdOf, staffOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createCustomerConsentService } from './customer-consent.service';
import { createCustomerPrivacyService } from './customer-privacy.service';

/** POPIA (issue 33): consent to promotional messages, the customer's export and erasure. */
export function registerCustomerPrivacyRoutes(app: FastifyInstance, deps: Deps) {
  const consent = createCustomerConsentService(deps);
  const privacy = createCustomerPrivacyService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const params = IdParamsSchema;

  r.get(
    '/api/customers/:id/consents',
    { schema: { tags, params, response: { 200: CustomerConsentSchema } } },
    (request) => consent.read(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/customers/:id/consents',
    {
      schema: {
        tags,
        params,
        body: ConsentChangeSchema,
        response: { 201: CustomerConsentSchema, ...alsoAnswers(409) },
      },
    },
    async (request, reply) => {
      const by = { ownerName: currentUser(request).name, staff: staffOf(request) };
      const answer = await consent.record(
        merchantIdOf(request),
        request.params.id,
        request.body,
        by,
      );
      return reply.status(201).send(answer);
    },
  );

  r.post(
    '/api/customers/:id/promotions',
    {
      schema: {
        tags,
        params,
        body: PromotionInputSchema,
        response: { 200: PromotionSchema, ...alsoAnswers(409) },
      },
    },
    (request) =>
      consent.promote(
        merchantIdOf(request),
        request.params.id,
        request.body,
        currentUser(request).language,
      ),
  );

  r.get(
    '/api/customers/:id/export',
    { schema: { tags, params, response: { 200: CustomerExportSchema } } },
    async (request, reply) => {
      const data = await privacy.export(merchantIdOf(request), request.params.id);
      const file = `customer-${request.params.id}.json`;
      return reply.header('content-disposition', `attachment; filename="${file}"`).send(data);
    },
  );

  r.post(
    '/api/customers/:id/erase',
    { schema: { tags, params, response: { 200: CustomerSchema, ...alsoAnswers(422) } } },
    (request) => privacy.erase(merchantIdOf(request), request.params.id),
  );
}
