import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VoiceProcessRequestSchema, VoiceProcessResponseSchema } from '@shared/voice/voice.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createVoiceOrderingService } from './voice-ordering.service';

export function registerVoiceOrderingRoutes(app: FastifyInstance, deps: Deps) {
  const voice = createVoiceOrderingService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/voice-ordering/process',
    {
      schema: {
        tags: ['voice-ordering'],
        body: VoiceProcessRequestSchema,
        response: { 200: VoiceProcessResponseSchema },
      },
    },
    (request) => voice.process(merchantIdOf(request), request.body),
  );
}
