// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { VoiceCount } from './voice-count';

const line = (productId: string, name: string): StockTakeLine => ({
  productId,
  name,
  barcodes: [],
  expected: 10,
  counted: null,
  difference: null,
  price: '10.00',
  differenceValue: null,
  differenceCost: null,
  countedAt: null,
});

const LINES = [
  line('eggs', 'Eggs Large (6)'),
  line('bread', 'Albany White Bread 700g'),
  line('milk', 'Full Cream Milk 1L'),
  line('iwisa5', 'Iwisa Maize Meal 5kg'),
  line('voda10', 'Vodacom Airtime R10'),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function say(text: string, language: string) {
  const onAdd = vi.fn();
  render(<VoiceCount lines={LINES} disabled={false} onAdd={onAdd} />);
  fireEvent.change(screen.getByLabelText('Language spoken'), { target: { value: language } });
  fireEvent.change(screen.getByLabelText('What was said'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read' }));
  return onAdd;
}

const willAdd = () =>
  within(screen.getByRole('list', { name: 'Will add' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('counting by voice', () => {
  it.each([
    ['amaqanda angamashumi amabili', 'zu', 'Eggs Large (6): +20', 'eggs'],
    ['twintig brode', 'af', 'Albany White Bread 700g: +20', 'bread'],
    ['bohobe bo mashome a mabedi', 'st', 'Albany White Bread 700g: +20', 'bread'],
    ['lebese le lesome', 'st', 'Full Cream Milk 1L: +10', 'milk'],
  ])('reads "%s" (%s), shows what it adds, and adds it on one tap', (text, language, shown, id) => {
    const onAdd = say(text, language);
    expect(screen.getByText(`Heard: “${text}”`)).toBeTruthy();
    expect(willAdd()).toEqual([shown]);
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add these counts' }));
    expect(onAdd).toHaveBeenCalledWith(id, Number(shown.split('+')[1]));
  });

  it('never counts a pack size or a rand amount', () => {
    say('Iwisa 5kg', 'en');
    expect(willAdd()).toEqual(['Iwisa Maize Meal 5kg: +1']);
    cleanup();
    say('airtime R10', 'en');
    expect(willAdd()).toEqual(['Vodacom Airtime R10: +1']);
  });

  it('has no microphone where the browser cannot listen, and says why', () => {
    render(<VoiceCount lines={LINES} disabled={false} onAdd={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Speak a count' })).toBeNull();
    expect(screen.getByText(/This browser cannot listen/)).toBeTruthy();
  });

  it('listens where the browser can, and reads what was heard', async () => {
    class FakeRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        queueMicrotask(() => {
          this.onresult?.({ results: [[{ transcript: 'twintig melk' }]] });
          this.onend?.();
        });
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    render(<VoiceCount lines={LINES} disabled={false} onAdd={() => {}} />);
    fireEvent.change(screen.getByLabelText('Language spoken'), { target: { value: 'af' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speak a count' }));
    expect(await screen.findByText('Heard: “twintig melk”')).toBeTruthy();
    expect(willAdd()).toEqual(['Full Cream Milk 1L: +20']);
  });
});
