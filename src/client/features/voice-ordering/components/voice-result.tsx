import { Volume2 } from 'lucide-react';
import { formatRand, formatRandDecimal } from '@shared/money/money';
import type { VoiceLanguage } from '@shared/voice/languages';
import type { VoiceProcessResponse } from '@shared/voice/voice.schemas';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import {
  draftTotal,
  dropChoice,
  pickCandidate,
  removeLine,
  setQuantity,
  type VoiceDraft,
} from '../voice-lines';
import { voiceText } from '../voice-text';
import { VoiceLineRow } from './voice-line-row';

/** What was heard, read back, and editable before Confirm. */
export function VoiceResult({
  result,
  draft,
  language,
  confirming,
  onDraft,
  onConfirm,
}: {
  result: VoiceProcessResponse;
  draft: VoiceDraft;
  language: VoiceLanguage;
  confirming: boolean;
  onDraft(draft: VoiceDraft): void;
  onConfirm(): void;
}) {
  const t = useText(voiceText);
  return (
    <div className="flex flex-col gap-4">
      <p
        data-testid="confirmation-text"
        lang={language}
        className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-800"
      >
        <Volume2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0 break-words">{result.confirmationText}</span>
      </p>
      {draft.lines.length > 0 ? (
        <ul aria-label={t('items')} className="divide-y divide-slate-200">
          {draft.lines.map((line) => (
            <VoiceLineRow
              key={line.productId}
              line={line}
              onQuantity={(q) => onDraft(setQuantity(draft, line.productId, q))}
              onRemove={() => onDraft(removeLine(draft, line.productId))}
            />
          ))}
        </ul>
      ) : null}
      {draft.choices.map((choice, index) => (
        <fieldset
          key={`${choice.said}-${index}`}
          data-testid="voice-choice"
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <legend className="px-1 text-sm font-medium text-slate-800">
            {t('whichOne', { said: choice.said, quantity: choice.quantity })}
          </legend>
          <div className="flex flex-wrap gap-2">
            {choice.candidates.map((candidate) => (
              <Button
                key={candidate.productId}
                variant="outline"
                size="sm"
                className="h-auto min-h-8 whitespace-normal py-1 text-left"
                onClick={() => onDraft(pickCandidate(draft, index, candidate.productId))}
              >
                {candidate.name} · {formatRandDecimal(candidate.price)}
              </Button>
            ))}
            <Button variant="ghost" size="sm" onClick={() => onDraft(dropChoice(draft, index))}>
              {t('noneOfThese')}
            </Button>
          </div>
        </fieldset>
      ))}
      {result.unmatched.length > 0 ? (
        <p className="text-sm text-slate-600">
          {t('notInCatalogue')} <span className="font-medium">{result.unmatched.join(', ')}</span>
        </p>
      ) : null}
      <div className="flex items-center justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold">{t('total')}</span>
        <span data-testid="voice-total" className="text-lg font-bold tabular-nums">
          {formatRand(draftTotal(draft))}
        </span>
      </div>
      <Button size="lg" disabled={draft.lines.length === 0 || confirming} onClick={onConfirm}>
        {confirming ? t('confirming') : t('confirmOrder')}
      </Button>
    </div>
  );
}
