import type { VoiceProcessRequest } from '@shared/voice/voice.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

/** Reads an order from a transcript: lines, quantities, questions. */
export const processVoice = defineEndpoint({
  method: 'POST',
  path: '/api/voice-ordering/process',
  body: typed<VoiceProcessRequest>(),
  response: async () => (await import('@shared/voice/voice.schemas')).VoiceProcessResponseSchema,
});
