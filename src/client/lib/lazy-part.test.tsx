// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Voided = ({ label }: { label: string }) => <p>{label}</p>;

describe('lazyPart', () => {
  it('keeps the screen when its file cannot be fetched and loads it once the network returns', async () => {
    const load = vi
      .fn<() => Promise<typeof Voided>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Voided);
    const Part = lazyPart(load, () => <p>waiting</p>);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Till</h1>
        <Part label="Void sale" />
      </main>,
    );
    // React reports the failure it caught: the part's fallback stays, the till with it.
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Till' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Void sale')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Till' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself a while later while the network stays away', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Voided>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Voided);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Part label="Receipt" />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Receipt')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Receipt')).toBeTruthy();
  });

  it('lets an error of the part itself go on up', () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    const Part = lazyPart(() => Promise.resolve(Broken));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return expect(
      act(async () => {
        render(<Part />);
        await Part.preload();
      }),
    ).rejects.toThrow('a bug');
  });
});
