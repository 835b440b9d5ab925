// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

afterEach(cleanup);

describe('MoneyField', () => {
  it('labels a decimal rand input and shows the R prefix to sighted users only', () => {
    render(<MoneyField id="amount" label="Amount" placeholder="50.00" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    const prefix = screen.getByText('R');
    expect(prefix.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks the input invalid and points it at the error beside its own hint', () => {
    render(
      <MoneyField id="amount" label="Amount" error="Too much" aria-describedby="amount-hint">
        <p id="amount-hint">Between R5 and R500</p>
      </MoneyField>,
    );
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint amount-error');
    expect(screen.getByRole('alert').textContent).toBe('Too much');
    expect(screen.getByText('Between R5 and R500').id).toBe('amount-hint');
  });
});
