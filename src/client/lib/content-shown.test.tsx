// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signal is once per visit: each case loads the module afresh.
const load = () => import('./content-shown');
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('whenContentShown', () => {
  it('waits while the content is on its way and resolves at idle once it shows', async () => {
    const { useContentShown, whenContentShown } = await load();
    const Screen = ({ shown }: { shown: boolean }) => {
      useContentShown(shown);
      return null;
    };
    const waiting = whenContentShown();
    const { rerender } = render(<Screen shown={false} />);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(false);
    rerender(<Screen shown />);
    // The idle moment after the content, half a second later at the latest.
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(waiting)).toBe(true);
    // Shown once, shown for the visit: a later wait resolves at once.
    expect(await settled(whenContentShown())).toBe(true);
  });

  it('resolves 3 s after the first wait when the content never shows', async () => {
    const { whenContentShown } = await load();
    const waiting = whenContentShown();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

describe('lazyPartAfterContent', () => {
  it('fetches its file only once the content shows', async () => {
    const { lazyPartAfterContent } = await import('./lazy-part');
    const { useContentShown } = await load();
    const file = vi.fn(() => Promise.resolve(() => <p>Cart</p>));
    const Cart = lazyPartAfterContent(file, () => <p>room for the cart</p>);
    const Till = ({ products }: { products: boolean }) => {
      useContentShown(products);
      return <Cart />;
    };
    const { rerender, findByText, getByText } = render(<Till products={false} />);
    await vi.advanceTimersByTimeAsync(1000);
    expect(file).not.toHaveBeenCalled();
    expect(getByText('room for the cart')).toBeTruthy();
    rerender(<Till products />);
    await vi.advanceTimersByTimeAsync(500);
    expect(file).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await findByText('Cart')).toBeTruthy();
  });
});
