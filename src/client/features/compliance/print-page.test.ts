// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPage } from './print-page';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('printing the inspector’s page', () => {
  it('loads a page of this app in a hidden frame, to print it from there', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    printPage(`${window.location.origin}/inspect/abcdefghijklmnopqrstuv`, 'Inspector pack');
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(`${window.location.origin}/inspect/abcdefghijklmnopqrstuv`);
    expect(frame.title).toBe('Inspector pack');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a page on another address in a new tab, where the browser prints it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    printPage('https://shop.example.co.za/inspect/abcdefghijklmnopqrstuv', 'Inspector pack');
    expect(open).toHaveBeenCalledWith(
      'https://shop.example.co.za/inspect/abcdefghijklmnopqrstuv',
      '_blank',
      'noopener',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
