// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { PriceForMargin } from './price-for-margin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = (targetMarginPercent: number) =>
  stubFetch(() =>
    Response.json({
      vatRegistered: true,
      paymentMethods: ['cash'],
      tillLockSeconds: 120,
      targetMarginPercent,
    }),
  );

describe('PriceForMargin', () => {
  it('suggests cost / (1 - margin) for the owner’s margin, and uses it on a tap', async () => {
    settings(25);
    const onUse = vi.fn();
    renderWithQuery(<PriceForMargin cost="9.0000" price="10.00" onUse={onUse} />);
    expect(await screen.findByText('Price for a 25% margin: R12.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use this price' }));
    expect(onUse).toHaveBeenCalledWith('12.00');
  });

  it('follows the margin chosen in the settings, and hides the button at that price', async () => {
    settings(30);
    renderWithQuery(<PriceForMargin cost="10.0000" price="14.29" onUse={() => {}} />);
    expect(await screen.findByText('Price for a 30% margin: R14.29')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing until the cost is known', () => {
    settings(25);
    const { container } = renderWithQuery(
      <PriceForMargin cost={null} price="10.00" onUse={() => {}} />,
    );
    expect(container.textContent).toBe('');
  });
});
