import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useSaveSetupProgress } from './api/store-setup-queries';
import { progressBody, type WizardDraft } from './wizard-draft';

const SAVE_DELAY_MS = 600;

/**
 * Saves the wizard's progress shortly after each change, so a phone that drops the page
 * resumes where it was. Opening the wizard saves nothing. True once a save has landed.
 */
export function useAutosaveProgress(draft: WizardDraft, enabled: boolean): boolean {
  const { mutate } = useSaveSetupProgress();
  const body = JSON.stringify(progressBody(draft));
  const pending = useDebouncedValue(body, SAVE_DELAY_MS);
  const lastSent = useRef(body);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!enabled || pending === lastSent.current) return;
    lastSent.current = pending;
    mutate(JSON.parse(pending), {
      onSuccess: () => setSaved(true),
      onError: () => {
        // Sent again with the next change.
        lastSent.current = '';
        setSaved(false);
      },
    });
  }, [pending, enabled, mutate]);

  return saved;
}
