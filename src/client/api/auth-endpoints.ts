import type { z } from 'zod';
import type { LanguageChoiceSchema } from '@shared/auth/auth.schemas';
import { defineEndpoint, typed } from './endpoint';

const schemas = () => import('@shared/auth/auth.schemas');

/** Ends this session on the server. */
export const logoutSession = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: async () => (await schemas()).MessageResponseSchema,
});

/** Keeps the language on the account, so it follows the owner to another phone. */
export const setAccountLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/language',
  body: typed<z.input<typeof LanguageChoiceSchema>>(),
  response: async () => (await schemas()).MeResponseSchema,
});
