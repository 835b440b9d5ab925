import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Mic, Square } from 'lucide-react';
import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { VOICE_LANGUAGE_NAMES, VOICE_LANGUAGES, type VoiceLanguage } from '@shared/voice/languages';
import { MAX_TRANSCRIPT_LENGTH } from '@shared/voice/voice-constants';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/input';
import { currentLanguage } from '@client/i18n/i18n';
import { useText } from '@client/i18n/use-text';
import { canRecognise, listenOnce } from '@client/lib/speech/recognition';
import { stockTakeText } from '../stock-takes-text';
import { pickChoice, readCounts, voiceLanguageOf, type HeardCounts } from '../voice-counts';

/** Count by voice: say (or type) "twintig brode", see what it will add, one tap to add it. */
export function VoiceCount({
  lines,
  disabled,
  onAdd,
}: {
  lines: readonly StockTakeLine[];
  disabled: boolean;
  onAdd(productId: string, quantity: number): void;
}) {
  const t = useText(stockTakeText);
  const [language, setLanguage] = useState<VoiceLanguage>(() => voiceLanguageOf(currentLanguage()));
  const [said, setSaid] = useState('');
  const [heard, setHeard] = useState<HeardCounts | null>(null);
  const [listening, setListening] = useState(false);
  const stop = useRef<() => void>(() => {});
  const canListen = useMemo(() => canRecognise(), []);
  useEffect(() => () => stop.current(), []);

  const read = (text: string) => setHeard(text.trim() ? readCounts(text, lines, language) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read(said);
  };
  const listen = () => {
    setListening(true);
    stop.current = listenOnce(language, (result) => {
      setListening(false);
      if ('transcript' in result && result.transcript) {
        setSaid(result.transcript);
        read(result.transcript);
      }
    });
  };
  const confirm = () => {
    heard?.add.forEach((item) => onAdd(item.productId, item.quantity));
    setHeard(null);
    setSaid('');
  };

  return (
    <section aria-labelledby="voice-count-title" className="flex flex-col gap-3">
      <h2 id="voice-count-title" className="text-base font-semibold">
        {t('voiceTitle')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('voiceLanguage')} htmlFor="voice-count-language" className="w-40">
          <Select
            id="voice-count-language"
            className="h-11"
            value={language}
            onChange={(e) => setLanguage(e.target.value as VoiceLanguage)}
          >
            {VOICE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {VOICE_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </Field>
        {canListen ? (
          <Button
            className="h-11"
            disabled={disabled}
            onClick={listening ? () => stop.current() : listen}
          >
            {listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {listening ? t('voiceStop') : t('voiceListen')}
          </Button>
        ) : null}
      </div>
      {canListen ? null : <p className="text-sm text-slate-600">{t('voiceCannotListen')}</p>}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={t('voiceSaid')} htmlFor="voice-count-said" className="min-w-0 flex-1">
          <Input
            id="voice-count-said"
            lang={language}
            className="h-11"
            value={said}
            maxLength={MAX_TRANSCRIPT_LENGTH}
            placeholder={t('voiceExample')}
            onChange={(e) => setSaid(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" className="h-11" disabled={!said.trim()}>
          {t('voiceRead')}
        </Button>
      </form>
      {heard ? (
        <Heard heard={heard} disabled={disabled} onPick={setHeard} onConfirm={confirm} />
      ) : null}
    </section>
  );
}

function Heard({
  heard,
  disabled,
  onPick,
  onConfirm,
}: {
  heard: HeardCounts;
  disabled: boolean;
  onPick(next: HeardCounts): void;
  onConfirm(): void;
}) {
  const t = useText(stockTakeText);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm">
      <p>{t('voiceHeard', { said: heard.said })}</p>
      {heard.add.length > 0 ? (
        <ul aria-label={t('voiceWillAdd')} className="flex flex-col gap-1">
          {heard.add.map((item) => (
            <li key={item.productId} className="font-semibold">
              {t('voiceAddLine', { name: item.name, quantity: item.quantity })}
            </li>
          ))}
        </ul>
      ) : null}
      {heard.choices.map((choice, index) => (
        <div key={choice.said} className="flex flex-wrap items-center gap-2">
          <span>{t('voiceWhich', { said: choice.said, quantity: choice.quantity })}</span>
          {choice.candidates.map((c) => (
            <Button
              key={c.productId}
              variant="outline"
              className="h-11"
              onClick={() => onPick(pickChoice(heard, index, c.productId))}
            >
              {c.name}
            </Button>
          ))}
        </div>
      ))}
      {heard.unmatched.length > 0 ? (
        <p className="text-slate-600">
          {t('voiceNotFound', { words: heard.unmatched.join(', ') })}
        </p>
      ) : null}
      {heard.add.length === 0 && heard.choices.length === 0 ? <p>{t('voiceNothing')}</p> : null}
      <Button
        className="h-11 self-start"
        disabled={disabled || heard.add.length === 0}
        onClick={onConfirm}
      >
        {t('voiceConfirm')}
      </Button>
    </div>
  );
}
