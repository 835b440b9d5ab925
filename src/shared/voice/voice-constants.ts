// Apart from voice.schemas.ts so the voice page loads without zod.

/** docs/product.md "Screens", "Records", "Calls": voice ordering. */
export const VOICE_MESSAGES = {
  recognitionError: 'Voice Recognition Error',
  recognitionHelp: 'Please try again or check your microphone permissions.',
  processingError: 'Processing Error',
  processingHelp: 'Unable to process your voice order. Please try again.',
  confirmed: 'Order Confirmed!',
} as const;

export const MAX_TRANSCRIPT_LENGTH = 2000;
export const VOICE_MODES = ['customer', 'merchant'] as const;
