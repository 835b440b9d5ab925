import { useEffect, useRef, useState } from 'react';
import { formatRand, toCents } from '@shared/money/money';
import type { VoiceLanguage } from '@shared/voice/languages';
import { VOICE_MESSAGES, type VOICE_MODES } from '@shared/voice/voice-constants';
import type { VoiceProcessResponse } from '@shared/voice/voice.schemas';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useConfirmVoiceOrder, useProcessVoice } from './api/voice-ordering-queries';
import { listenOnce } from '@client/lib/speech/recognition';
import { speak, stopSpeaking } from '@client/lib/speech/synthesis';
import { draftOf, voiceOrderOf, type VoiceDraft } from './voice-lines';
import { voiceText } from './voice-text';

/** docs/product.md "States": the voice states. */
export type VoiceState = 'idle' | 'listening' | 'processing' | 'speaking';
export type VoiceMode = (typeof VOICE_MODES)[number];

const newKey = () => crypto.randomUUID();

/** One voice order from hearing (or typing) to Confirm. */
export function useVoiceSession() {
  const [language, setLanguage] = useState<VoiceLanguage>('zu');
  const [mode, setMode] = useState<VoiceMode>('customer');
  const [state, setState] = useState<VoiceState>('idle');
  const [transcript, setTranscript] = useState('');
  const [result, setResult] = useState<VoiceProcessResponse | null>(null);
  const [draft, setDraft] = useState<VoiceDraft | null>(null);
  const [key, setKey] = useState(newKey);
  const stopListening = useRef<() => void>(() => {});
  const processVoice = useProcessVoice();
  const confirmOrder = useConfirmVoiceOrder();

  useEffect(
    () => () => {
      stopListening.current();
      stopSpeaking();
    },
    [],
  );

  const read = async (said: string) => {
    setState('processing');
    try {
      const heard = await processVoice.mutateAsync({ transcript: said, language, voiceMode: mode });
      setResult(heard);
      setDraft(draftOf(heard));
      setKey(newKey());
      setState('speaking');
      speak(heard.confirmationText, language, () => setState('idle'));
    } catch {
      setState('idle');
      toast({
        title: messageText(VOICE_MESSAGES.processingError),
        description: messageText(VOICE_MESSAGES.processingHelp),
        variant: 'destructive',
      });
    }
  };

  const listen = () => {
    stopSpeaking();
    setState('listening');
    stopListening.current = listenOnce(language, (heard) => {
      if ('error' in heard) {
        setState('idle');
        toast({
          title: messageText(VOICE_MESSAGES.recognitionError),
          description: messageText(VOICE_MESSAGES.recognitionHelp),
          variant: 'destructive',
        });
      } else if (heard.transcript) {
        setTranscript(heard.transcript);
        void read(heard.transcript);
      } else {
        setState('idle');
      }
    });
  };

  const confirm = async () => {
    if (!draft || draft.lines.length === 0) return;
    try {
      const order = await confirmOrder.mutateAsync({ order: voiceOrderOf(draft, language), key });
      toast({
        title: messageText(VOICE_MESSAGES.confirmed),
        description: `${order.orderNumber} · ${formatRand(toCents(order.totalAmount) ?? 0)}`,
      });
      setResult(null);
      setDraft(null);
      setTranscript('');
    } catch (error) {
      toastError(error, voiceText.t('confirmFailed'));
    }
  };

  return {
    language,
    setLanguage,
    mode,
    setMode,
    state,
    transcript,
    setTranscript,
    result,
    draft,
    setDraft,
    listen,
    stop: () => stopListening.current(),
    read: () => read(transcript.trim()),
    confirm,
    confirming: confirmOrder.isPending,
  };
}
