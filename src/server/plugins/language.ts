import type { FastifyRequest } from 'fastify';
import { answerLanguage, serverTexts } from '../lib/i18n';

/** The server's texts in the language a request is answered in (Accept-Language, else the account's). */
export const textsFor = (request: FastifyRequest) =>
  serverTexts(answerLanguage(request.headers['accept-language'], request.auth?.user.language));
