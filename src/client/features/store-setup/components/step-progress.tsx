import { cn } from '@client/lib/cn';
import { LAST_STEP, type WizardStep } from '../wizard-draft';

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Store type',
  2: 'Starting products',
  3: 'Payment info',
};

/** "Step 2 of 3" with the three steps as a bar; the step's own title for screen readers too. */
export function StepProgress({ step, saved }: { step: WizardStep; saved: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">
          Step {step} of {LAST_STEP}: {STEP_TITLES[step]}
        </p>
        <p aria-live="polite" className="text-xs text-slate-500">
          {saved ? 'Progress saved' : ''}
        </p>
      </div>
      <ol className="grid grid-cols-3 gap-1.5" aria-label="Setup steps">
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            aria-current={n === step ? 'step' : undefined}
            className={cn('h-1.5 rounded-full', n <= step ? 'bg-brand-600' : 'bg-slate-200')}
          >
            <span className="sr-only">{STEP_TITLES[n]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
