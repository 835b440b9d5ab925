import type { FastifyInstance } from 'fastify';
import { fillPhrase, phrase } from '@shared/i18n/phrase';
import { AppError } from '../lib/app-error';

/** No contract nests deeper than a few levels; 32 leaves room and bounds every recursive walk. */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one loop over the
 * characters (brackets inside strings do not count), so a hostile body costs no stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

export const tooDeep = () => {
  const text = phrase('The request body nests more than {depth} levels deep', {
    depth: MAX_JSON_DEPTH,
  });
  return new AppError('VALIDATION', text, {
    issues: [{ field: 'body', message: fillPhrase(text) }],
  });
};

/**
 * The JSON body parser: Fastify's own (safe against __proto__ and constructor keys), after a
 * depth check on the raw text. A body nested past MAX_JSON_DEPTH is refused with 400 before
 * anything parses or walks it.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
