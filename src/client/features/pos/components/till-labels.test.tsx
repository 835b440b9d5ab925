// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@shared/i18n/languages';
import { MONEY_LIMITS } from '@shared/money/limits';
import { activateLanguage } from '@client/i18n/i18n';
import { CheckoutArea } from './checkout-area';
import { PaymentChoice } from './payment-choice';

/**
 * The till's buttons hold every language at 360 px (issue 35: Xitsonga's offline checkout reached
 * 40 characters with the amount). jsdom lays nothing out, so the widths are those the classes
 * give on a 360 px phone: the page's p-3 and the card's p-4 leave 304 px; the checkout button's
 * px-6 leaves 256 px of 16 px text; a payment segment (two a row, gap-1.5, px-2) 133 px of 14 px
 * text. A glyph is taken as 0.6 em, wider than the app font's average, so the estimate errs long.
 */
const CHECKOUT_LINE = 256 / (16 * 0.6);
const SEGMENT_LINE = 133 / (14 * 0.6);
/** The largest sale the platform takes: the longest amount the button shows. */
const LARGEST = MONEY_LIMITS.sale - 1;

/** Lines a label takes when it wraps at spaces (a no-break space holds the amount together). */
function lines(label: string, perLine: number): number {
  let count = 1;
  let used = 0;
  for (const word of label.split(/[ \t\n]+/)) {
    expect(word.length, `"${word}" fits no line`).toBeLessThanOrEqual(perLine);
    if (used > 0 && used + 1 + word.length > perLine) {
      count += 1;
      used = word.length;
    } else used += (used > 0 ? 1 : 0) + word.length;
  }
  return count;
}

/** The till's message in a language, as its catalogue words it. */
const posMessage = (language: string, key: string): string =>
  (
    JSON.parse(
      readFileSync(
        path.join(
          import.meta.dirname,
          '../../../../shared/i18n/locales',
          language,
          'pos-checkout.json',
        ),
        'utf8',
      ),
    ) as Record<string, string>
  )[key]!;

afterEach(cleanup);
afterAll(() => activateLanguage('en'));

describe.each(LANGUAGE_CODES)('the till at 360 px in %s', (language) => {
  it('wraps the checkout button, its amount whole, in at most two lines', async () => {
    await activateLanguage(language);
    for (const offline of [false, true]) {
      render(
        <CheckoutArea
          view={null}
          method="cash"
          customerId={null}
          total={LARGEST}
          settingsLoaded
          offline={offline}
          pending={false}
          discountProblem={false}
          onCheckout={() => undefined}
        />,
      );
      const button = screen.getByRole('button');
      const label = button.textContent ?? '';
      const key = offline ? 'checkoutOffline' : 'checkout';
      expect(label).toBe(posMessage(language, key).replace('{total}', 'R999\u00a0999.99'));
      // It may take a second line rather than run out of the button.
      expect(button.className).toMatch(/\bwhitespace-normal\b/);
      expect(button.className).toMatch(/\bh-auto\b/);
      expect(button.className).not.toMatch(/\bwhitespace-nowrap\b/);
      expect(lines(label, CHECKOUT_LINE), label).toBeLessThanOrEqual(2);
      cleanup();
    }
  });

  it('fits each payment method in its segment', async () => {
    await activateLanguage(language);
    render(
      <PaymentChoice
        methods={['cash', 'card', 'wallet', 'credit']}
        choice={{ customerId: null, paymentMethod: 'cash', instalments: 1, cashTendered: null }}
        cashText=""
        total={LARGEST}
        offline={false}
        onChange={() => undefined}
        onCashText={() => undefined}
      />,
    );
    const methods = within(screen.getAllByRole('group')[0]!).getAllByRole('radio');
    expect(methods).toHaveLength(4);
    for (const radio of methods) {
      const label = radio.closest('label')!;
      expect(label.className).not.toMatch(/\bwhitespace-nowrap\b|\btruncate\b/);
      expect(lines(label.textContent ?? '', SEGMENT_LINE), label.textContent!).toBeLessThanOrEqual(
        2,
      );
    }
  });
});
