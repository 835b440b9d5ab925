import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'Text cannot contain a NUL character (\\u0000)';

/** The path of the first string (or key) holding U+0000, e.g. "items.0.name"; null when none. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key.replaceAll('\u0000', '\\u0000')];
    if (key.includes('\u0000')) return here.join('.');
    const found = nulPath(item, here);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The zod contract of every route, plus one rule no schema has to repeat: no string field,
 * query parameter, path parameter or key may hold a NUL character. PostgreSQL cannot store it,
 * so it is refused here with 400 rather than failing in the database.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const field = nulPath(data);
    if (field === null) return validate(data);
    const issue = { field: field || route.httpPart || 'body', message: NUL_MESSAGE };
    return { error: new AppError('VALIDATION', NUL_MESSAGE, { issues: [issue] }) };
  };
};
