import { VOICE_LANGUAGE_NAMES, VOICE_LANGUAGES, type VoiceLanguage } from '@shared/voice/languages';
import { VOICE_MODES } from '@shared/voice/voice-constants';
import { Field, Select } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import type { VoiceMode } from '../use-voice-session';
import { voiceText } from '../voice-text';

/** Who is speaking, and in which of the nine languages (each named in its own words). */
export function VoiceSettings({
  mode,
  language,
  disabled,
  onMode,
  onLanguage,
}: {
  mode: VoiceMode;
  language: VoiceLanguage;
  disabled: boolean;
  onMode(mode: VoiceMode): void;
  onLanguage(language: VoiceLanguage): void;
}) {
  const t = useText(voiceText);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <span id="voice-mode-label" className="text-sm font-medium text-slate-700">
          {t('mode')}
        </span>
        <div
          role="group"
          aria-labelledby="voice-mode-label"
          className="grid h-10 grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          {VOICE_MODES.map((option) => (
            <button
              key={option}
              type="button"
              disabled={disabled}
              aria-pressed={mode === option}
              onClick={() => onMode(option)}
              className={cn(
                'rounded-md text-sm font-semibold text-slate-600 transition-colors',
                mode === option && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {t(`mode.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <Field label={t('language')} htmlFor="voice-language">
        <Select
          id="voice-language"
          value={language}
          disabled={disabled}
          onChange={(e) => onLanguage(e.target.value as VoiceLanguage)}
        >
          {VOICE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {VOICE_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
