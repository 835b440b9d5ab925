import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'Text cannot contain a NUL character (\\u0000)';

const shown = (key: string) => key.replaceAll('\u0000', '\\u0000');

/** A value met on the walk, with the key that leads to it from its parent's step. */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step) => {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string (or key) holding U+0000, e.g. "items.0.name"; null when none.
 * A loop over an explicit stack, in document order: no input depth can exhaust the call stack.
 */
export function nulPath(value: unknown): string | null {
  const stack: Step[] = [{ value, key: '', parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (step.value === null || typeof step.value !== 'object') continue;
    const entries = Object.entries(step.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      // A key holding NUL stands in as a NUL string, so it is reported where the walk meets it.
      const here = key.includes('\u0000') ? '\u0000' : item;
      stack.push({ value: here, key: shown(key), parent: step });
    }
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
