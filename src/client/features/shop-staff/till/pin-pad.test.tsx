// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinPad } from './pin-pad';

afterEach(cleanup);

const tap = (...keys: string[]) =>
  keys.forEach((key) => fireEvent.click(screen.getByRole('button', { name: key })));
const dots = () => [...screen.getByTestId('pin-dots').children];
const filled = () => dots().filter((dot) => dot.className.includes('bg-slate-700')).length;

describe('the PIN pad', () => {
  it('shows only dots, takes 4 to 6 digits and hands the PIN on once', () => {
    const onSubmit = vi.fn();
    render(<PinPad label="PIN for Thandi" message="Wrong PIN" onSubmit={onSubmit} />);
    expect(screen.getByText('PIN for Thandi')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Wrong PIN');
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    tap('4', '8', '2');
    expect(filled()).toBe(3);
    expect(document.body.textContent).not.toContain('482');
    expect(ok.disabled).toBe(true);
    tap('6', '1', '3', '5');
    expect(filled()).toBe(6);
    tap('Delete last digit');
    expect(filled()).toBe(5);
    tap('OK');
    expect(onSubmit).toHaveBeenCalledWith('48261');
    expect(filled()).toBe(0);
  });

  it('takes the keyboard too: digits, Backspace and Enter', () => {
    const onSubmit = vi.fn();
    render(<PinPad label="PIN" onSubmit={onSubmit} />);
    for (const key of ['9', '0', '7', '3', '5', 'Backspace', 'Enter']) {
      fireEvent.keyDown(window, { key });
    }
    expect(onSubmit).toHaveBeenCalledWith('9073');
  });

  it('sends nothing while busy', () => {
    const onSubmit = vi.fn();
    render(<PinPad label="PIN" busy onSubmit={onSubmit} />);
    tap('9', '0', '7', '3');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
