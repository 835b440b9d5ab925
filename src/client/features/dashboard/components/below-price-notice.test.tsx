// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BelowPriceNotice from './below-price-notice';

afterEach(cleanup);

describe('the notice of offline sales below the shop prices', () => {
  it('says how many and how much less, visibly', () => {
    render(<BelowPriceNotice below={{ sales: 2, amount: '50010.00' }} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Sold below your prices');
    expect(notice.textContent).toContain(': 2, bringing in R50 010.00 less than your prices.');
  });

  it('is not there when no sale was', () => {
    render(<BelowPriceNotice below={{ sales: 0, amount: '0.00' }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
