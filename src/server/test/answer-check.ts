import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Checks every answer a suite receives through app.inject against the response schema the
 * OpenAPI document declares for its operation and status (OpenAPI 3.0: `nullable` as ajv reads
 * it, so an enum that answers null must list null), so drift between the document and the
 * answers fails CI. An answer with a status the document does not declare is left to the
 * suites' own status checks; answers that are not JSON (pages, images) are not checked.
 */
interface Declared {
  method: string;
  pattern: RegExp;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });

function declaredOperations(app: FastifyInstance): Declared[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, { responses?: Declared['responses'] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      responses: op.responses ?? {},
    })),
  );
}

export interface AnswerCheck {
  /** How many answers were checked against a declared schema. */
  checked(): number;
}

export function checkEveryAnswer(app: FastifyInstance): AnswerCheck {
  const operations = declaredOperations(app);
  const compiled = new Map<object, ValidateFunction>();
  let checked = 0;
  const original = app.inject.bind(app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;

  const check = (options: InjectOptions, response: LightMyRequestResponse) => {
    const method = String(options.method ?? 'GET').toUpperCase();
    const url = typeof options.url === 'string' ? options.url : String(options.path ?? '');
    const path = url.split('?')[0]!;
    const op = operations.find((o) => o.method === method && o.pattern.test(path));
    const schema =
      op?.responses[String(response.statusCode)]?.content?.['application/json']?.schema;
    const type = String(response.headers['content-type'] ?? '');
    if (!op || !schema || !type.startsWith('application/json')) return;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    checked += 1;
    if (!validate(response.json())) {
      const errors = ajv.errorsText(validate.errors, { dataVar: 'answer' });
      throw new Error(
        `${method} ${url} answered ${response.statusCode} outside ${op.method} ${op.path}'s declared schema: ${errors}`,
      );
    }
  };

  (app as { inject: unknown }).inject = async (options: InjectOptions) => {
    const response = await original(options);
    check(options, response);
    return response;
  };
  return { checked: () => checked };
}
