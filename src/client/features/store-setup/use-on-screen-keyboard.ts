import { useEffect, useState, type RefObject } from 'react';

const FIELD = 'input:not([type=radio]):not([type=checkbox]), select, textarea';
/** The keyboard slides in over about a quarter second; scroll once it is there. */
const KEYBOARD_SETTLE_MS = 300;

/**
 * How far the on-screen keyboard covers the bottom of the page. Chrome on Android leaves the
 * layout as it is and only shrinks the visual viewport, so a bar kept at the bottom would sit
 * under the keyboard; 0 when no keyboard is up, or when the browser resized the page itself.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      const covered = window.innerHeight - viewport.height - viewport.offsetTop;
      // Pinch-zoom shrinks the visual viewport too; that is no keyboard.
      setInset(viewport.scale > 1.01 ? 0 : Math.max(0, Math.round(covered)));
    };
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}

/** Keeps the field being typed in at the middle of what the keyboard leaves visible. */
export function useFocusedFieldInView(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const field = document.activeElement;
      if (field instanceof HTMLElement && root.contains(field) && field.matches(FIELD)) {
        field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(reveal, KEYBOARD_SETTLE_MS);
    };
    root.addEventListener('focusin', later);
    window.visualViewport?.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('focusin', later);
      window.visualViewport?.removeEventListener('resize', later);
    };
  }, [container]);
}
