import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useKeyboardInset } from '../use-on-screen-keyboard';
import { LAST_STEP, type WizardStep } from '../wizard-draft';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

/**
 * Previous and Next, always in reach: kept above the phone's bottom navigation, and above the
 * on-screen keyboard while one is up.
 */
export function WizardNavBar({
  step,
  nextBlocked,
  busy,
  onPrevious,
  onNext,
}: {
  step: WizardStep;
  nextBlocked: boolean;
  busy: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  const t = useText(storeSetupText);
  const keyboard = useKeyboardInset();
  const last = step === LAST_STEP;
  return (
    <div
      data-testid="wizard-nav"
      style={keyboard > 0 ? { bottom: keyboard } : undefined}
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-3 flex gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:bottom-0 lg:mx-0 lg:rounded-xl lg:border lg:px-4"
    >
      <Button
        variant="outline"
        size="lg"
        className="flex-1 px-3 sm:flex-none"
        disabled={step === 1 || busy}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" />
        {commonText.t('previous')}
      </Button>
      <Button
        size="lg"
        className="flex-1 px-3 sm:ml-auto sm:flex-none"
        disabled={nextBlocked || busy}
        aria-busy={busy || undefined}
        onClick={onNext}
      >
        {last ? (busy ? t('nav.completing') : t('nav.complete')) : commonText.t('next')}
        {last ? null : <ChevronRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
