import type { FormEvent } from 'react';
import { Loader2, Mic, Square, Volume2 } from 'lucide-react';
import type { VoiceLanguage } from '@shared/voice/languages';
import { MAX_TRANSCRIPT_LENGTH } from '@shared/voice/voice-constants';
import { Button } from '@client/components/ui/button';
import { Field, Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { canRecognise } from '@client/lib/speech/recognition';
import type { VoiceMode, VoiceState } from '../use-voice-session';
import { voiceText } from '../voice-text';

/** What a customer might say, shown as the typed transcript's example. */
const EXAMPLES: Record<VoiceLanguage, string> = {
  zu: 'Ngicela amabhodlela amathathu e-Fanta nesinkwa',
  xh: 'Ndicela isonka esimhlophe nobisi',
  af: "Gee my twee brode en 'n liter melk",
  en: 'Three bars of Sunlight and a paraffin',
  nso: 'Ke kgopela borotho le maswi',
  tn: 'Ke kopa borotho le mashi',
  st: 'Ke kopa bohobe bo le bong le lebese',
  ts: 'Ndzi kombela xinkwa na masi',
  ve: 'Ndi humbela vhurotho na mafhi',
};

/** The microphone where the browser can listen, and a typed transcript always. */
export function VoiceCapture({
  state,
  mode,
  language,
  transcript,
  onTranscript,
  onListen,
  onStop,
  onRead,
}: {
  state: VoiceState;
  mode: VoiceMode;
  language: VoiceLanguage;
  transcript: string;
  onTranscript(text: string): void;
  onListen(): void;
  onStop(): void;
  onRead(): void;
}) {
  const t = useText(voiceText);
  const listening = state === 'listening';
  const busy = state === 'processing';
  const canListen = canRecognise();
  const idleText = mode === 'customer' ? t('idleCustomer') : t('idleMerchant');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transcript.trim()) onRead();
  };
  const Icon = busy ? Loader2 : state === 'speaking' ? Volume2 : listening ? Square : Mic;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 py-2 text-center">
        <button
          type="button"
          onClick={listening ? onStop : onListen}
          disabled={!canListen || busy}
          aria-label={listening ? t('stopListening') : t('startListening')}
          className={cn(
            'flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-md transition-colors hover:bg-brand-800 disabled:opacity-50',
            listening && 'animate-pulse bg-red-600 hover:bg-red-700',
          )}
        >
          <Icon className={cn('size-8', busy && 'animate-spin')} aria-hidden="true" />
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
          {state === 'idle' ? idleText : t(`status.${state}`)}
        </p>
        {canListen ? null : <p className="text-xs text-slate-500">{t('cannotListen')}</p>}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Field label={t('whatWasSaid')} htmlFor="voice-transcript">
          <Textarea
            id="voice-transcript"
            lang={language}
            value={transcript}
            maxLength={MAX_TRANSCRIPT_LENGTH}
            placeholder={EXAMPLES[language]}
            onChange={(e) => onTranscript(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={!transcript.trim() || busy}>
          {t('readOrder')}
        </Button>
      </form>
    </div>
  );
}
