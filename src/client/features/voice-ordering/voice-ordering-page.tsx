import { useEffect, useRef } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { VoiceCapture } from './components/voice-capture';
import { VoiceResult } from './components/voice-result';
import { VoiceSettings } from './components/voice-settings';
import { useVoiceSession } from './use-voice-session';
import { voiceText } from './voice-text';

/** Voice Ordering (/voice-ordering): say or type an order in one of nine languages, check it, confirm. */
export default function VoiceOrderingPage() {
  const t = useText(voiceText);
  const voice = useVoiceSession();
  const busy = voice.state === 'listening' || voice.state === 'processing';
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the result is below the fold: bring it into view when it arrives.
  useEffect(() => {
    resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [voice.result]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-4 sm:pt-5">
            <VoiceSettings
              mode={voice.mode}
              language={voice.language}
              disabled={busy}
              onMode={voice.setMode}
              onLanguage={voice.setLanguage}
            />
            <VoiceCapture
              state={voice.state}
              mode={voice.mode}
              language={voice.language}
              transcript={voice.transcript}
              onTranscript={voice.setTranscript}
              onListen={voice.listen}
              onStop={voice.stop}
              onRead={() => void voice.read()}
            />
          </CardContent>
        </Card>
        {voice.result && voice.draft ? (
          <div ref={resultRef} className="scroll-mt-20">
            <Card>
              <CardHeader>
                <CardTitle>{t('order')}</CardTitle>
              </CardHeader>
              <CardContent>
                <VoiceResult
                  result={voice.result}
                  draft={voice.draft}
                  language={voice.language}
                  confirming={voice.confirming}
                  onDraft={voice.setDraft}
                  onConfirm={() => void voice.confirm()}
                />
              </CardContent>
            </Card>
          </div>
        ) : null}
      </div>
    </div>
  );
}
