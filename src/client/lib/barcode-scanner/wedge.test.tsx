// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardWedge, WEDGE_MAX_GAP_MS } from './wedge';

let clock = 0;
beforeEach(() => {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ onCode, enabled }: { onCode(code: string): void; enabled?: boolean }) {
  useKeyboardWedge(onCode, { enabled });
  return (
    <>
      <label htmlFor="note">Note</label>
      <input id="note" />
      <button type="button">Pay</button>
    </>
  );
}

/** Types each key `gap` ms after the one before, then Enter, on `target`. */
function type(target: Element, text: string, gap: number) {
  for (const key of [...text, 'Enter']) {
    clock += gap;
    fireEvent.keyDown(target, { key });
  }
}

describe('useKeyboardWedge', () => {
  it('reads a code typed fast and Enter anywhere on the page, and swallows that Enter', () => {
    const onCode = vi.fn();
    render(<Page onCode={onCode} />);
    type(document.body, '6001234567892', 8);
    expect(onCode).toHaveBeenCalledExactlyOnceWith('6001234567892');
    // The focused button does not also get the scan's Enter.
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    clock += 1_000;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    for (const key of '6009876543210') {
      clock += 8;
      fireEvent.keyDown(pay, { key });
    }
    clock += 8;
    pay.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(onCode).toHaveBeenLastCalledWith('6009876543210');
  });

  it('leaves typing in a field alone, however fast', () => {
    const onCode = vi.fn();
    render(<Page onCode={onCode} />);
    type(screen.getByLabelText('Note'), '6001234567892', 8);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('takes a person typing slowly for a person, and a short burst for no code', () => {
    const onCode = vi.fn();
    render(<Page onCode={onCode} />);
    type(document.body, '6001234567892', WEDGE_MAX_GAP_MS + 60);
    type(document.body, 'ab', 5);
    expect(onCode).not.toHaveBeenCalled();
    // After a pause a new run starts: its first key and the fast ones after it are the code.
    clock += 500;
    fireEvent.keyDown(document.body, { key: 'x' });
    type(document.body, '20123', 10);
    expect(onCode).toHaveBeenCalledExactlyOnceWith('x20123');
  });

  it('listens only while enabled', () => {
    const onCode = vi.fn();
    const { rerender } = render(<Page onCode={onCode} enabled={false} />);
    type(document.body, '6001234567892', 8);
    expect(onCode).not.toHaveBeenCalled();
    rerender(<Page onCode={onCode} enabled />);
    clock += 1_000;
    type(document.body, '6001234567892', 8);
    expect(onCode).toHaveBeenCalledOnce();
  });
});
