import { useEffect, useRef } from 'react';
import { normaliseBarcode } from '@shared/catalog/barcode-rules';

/**
 * A USB or Bluetooth scanner is a keyboard that types a whole code and Enter within a few
 * milliseconds a key; a person takes 100 ms or more between keys. So a run of characters each
 * at most WEDGE_MAX_GAP_MS after the one before, then Enter, is a scan.
 */
export const WEDGE_MAX_GAP_MS = 50;
/** Shorter runs are a person's quick double key, not a code. */
export const WEDGE_MIN_LENGTH = 4;

/** Whether a key press lands in something that takes typing (then it is the person's). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The wedge's reading of key presses: `key(event, now)` answers the code when this Enter ends a
 * scan, else null. Kept apart from the DOM listener so the timing rule reads on its own.
 */
export function createWedgeReader() {
  let buffer = '';
  let last = -Infinity;
  return {
    key(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>, now: number) {
      const quick = now - last <= WEDGE_MAX_GAP_MS;
      last = now;
      if (event.key === 'Enter') {
        const code = quick && buffer.length >= WEDGE_MIN_LENGTH ? normaliseBarcode(buffer) : '';
        buffer = '';
        return code || null;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) {
        buffer = '';
        return null;
      }
      buffer = quick ? buffer + event.key : event.key;
      return null;
    },
  };
}

/**
 * Listens on the whole page for a scanner typing a code and Enter while no field has focus, and
 * hands the code to `onCode`. Typing in an input, a text area or a select is left alone. The
 * scan's Enter is swallowed, so it never also presses the button that had focus.
 */
export function useKeyboardWedge(
  onCode: (code: string) => void,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!enabled) return;
    const reader = createWedgeReader();
    const listener = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const code = reader.key(event, performance.now());
      if (!code) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(code);
    };
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, [enabled]);
}
