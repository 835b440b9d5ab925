import { useLayoutEffect, useRef } from 'react';

/** The room kept between a fixed bar and a focused control scrolled into view. */
const CLEARANCE = '0.5rem';

/**
 * Keeps the page's scroll padding on the side of a fixed bar (`top`: the top bar, `bottom`: the
 * phone's bottom navigation) as tall as the bar (0 while hidden) and a little more, so a focused
 * control scrolls clear of it. Written on the root element itself when the browser reports the
 * bar's size (before the first paint, and on each change): not measured in the render's commit,
 * which would force a layout inside it, and not as an inherited variable, whose change would
 * restyle the whole page.
 */
export function useBarHeight<T extends HTMLElement>(side: 'top' | 'bottom') {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const property = `scroll-padding-${side}`;
    const write = () =>
      root.setProperty(property, `calc(${bar.getBoundingClientRect().height}px + ${CLEARANCE})`);
    const observer = new ResizeObserver(write);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [side]);
  return ref;
}
