import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmployeeCreateSchema,
  EmployeeListSchema,
  EmployeeSchema,
  EmployeeUpdateSchema,
} from '@shared/employees/employees.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import { AdminPageQuerySchema } from '@shared/paging/paging';
import { MessageResponseSchema } from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { adminActorOf } from '@server/lib/admin-log';
import { sendPage } from '@server/lib/paging';
import { createEmployeesService } from './employees.service';

export function registerEmployeesRoutes(app: FastifyInstance, deps: Deps) {
  const employees = createEmployeesService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  r.get(
    '/api/employees',
    {
      schema: {
        tags,
        querystring: AdminPageQuerySchema,
        response: { 200: EmployeeListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await employees.list(request.query)),
  );

  r.post(
    '/api/employees',
    {
      schema: { tags, body: EmployeeCreateSchema, response: { 201: EmployeeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await employees.create(adminActorOf(request), request.body)),
  );

  r.put(
    '/api/employees/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: EmployeeUpdateSchema,
        response: { 200: EmployeeSchema, ...alsoAnswers(422) },
      },
    },
    (request) => employees.update(adminActorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/employees/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...alsoAnswers(422) },
      },
    },
    (request) => employees.remove(adminActorOf(request), request.params.id),
  );
}
