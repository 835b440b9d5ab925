import { useLayoutEffect, useRef } from 'react';

/**
 * Writes a fixed bar's height (0 while hidden) into a CSS variable on the root, so the page's
 * scroll padding keeps a focused control out from under it (index.css).
 */
export function useBarHeight<T extends HTMLElement>(variable: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const write = () => root.setProperty(variable, `${bar.getBoundingClientRect().height}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
