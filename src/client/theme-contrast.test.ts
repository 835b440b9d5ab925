import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The theme's colours, read from the CSS variables the components are styled with. */
const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');
const themeColour = (name: string) => {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!found) throw new Error(`no --color-${name} in index.css`);
  return found[1]!;
};

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('theme contrast against white', () => {
  it('measures as WCAG does: black on white 21:1, white on white 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // Tailwind's slate-300, the input border before: 1.48:1.
    expect(contrast('#cbd5e1', '#ffffff')).toBeCloseTo(1.48, 2);
  });

  it.each([
    ['focus', 3],
    ['field', 3],
    ['hint', 4.5],
  ])('--color-%s is at least %d:1 on white and on the page background', (name, least) => {
    expect(contrast(themeColour(name), '#ffffff')).toBeGreaterThanOrEqual(least);
    // slate-50, the page behind the cards.
    expect(contrast(themeColour(name), '#f8fafc')).toBeGreaterThanOrEqual(least);
  });
});
