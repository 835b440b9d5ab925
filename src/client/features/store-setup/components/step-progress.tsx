import { cn } from '@client/lib/cn';
import { LAST_STEP, type WizardStep } from '../wizard-draft';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

/** "Step 2 of 3" with the three steps as a bar; the step's own title for screen readers too. */
export function StepProgress({ step, saved }: { step: WizardStep; saved: boolean }) {
  const t = useText(storeSetupText);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">
          {t('progress.step', { step, last: LAST_STEP, title: t(`step.${step}`) })}
        </p>
        <p aria-live="polite" className="text-xs text-slate-500">
          {saved ? t('progress.saved') : ''}
        </p>
      </div>
      <ol className="grid grid-cols-3 gap-1.5" aria-label={t('progress.steps')}>
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            aria-current={n === step ? 'step' : undefined}
            className={cn('h-1.5 rounded-full', n <= step ? 'bg-brand-600' : 'bg-slate-200')}
          >
            <span className="sr-only">{t(`step.${n}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
