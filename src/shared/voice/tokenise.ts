import { normaliseText } from './normalise';
import { packOf, type Pack } from './packs';

export type Token =
  | { type: 'word'; text: string }
  | { type: 'number'; value: number }
  | { type: 'pack'; pack: Pack; text: string }
  | { type: 'break'; question: boolean; soft: boolean }
  | { type: 'and' };

const UNITS = 'kgs?|kilos?|kilograms?|grams?|g|ml|litres?|liters?|lt|l';
const PATTERN = new RegExp(
  [
    String.raw`\((?<count>\d{1,4})\)`,
    String.raw`\b(?<countPack>\d{1,4}) ?(?:pack|pk|s)\b`,
    String.raw`\br ?(?<rand>\d{1,6}(?:[.,]\d{1,2})?)\b`,
    String.raw`(?<size>\d{1,5}(?:[.,]\d{1,3})?) ?(?<unit>${UNITS})\b`,
    String.raw`\bx ?(?<times>\d{1,4})\b|\b(?<timesAfter>\d{1,4}) ?x\b`,
    String.raw`(?<digits>\d+(?:[.,]\d+)?)`,
    String.raw`(?<word>[a-z]+)`,
    String.raw`(?<stop>[.?!;:,]+)`,
    String.raw`(?<and>[&+])`,
  ].join('|'),
  'g',
);

const decimal = (text: string) => Number(text.replace(',', '.'));

/** "Ngicela 2 Coke 2L, ne-R10 airtime?" -> words, numbers, packs and breaks. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normaliseText(text).matchAll(PATTERN)) {
    const g = match.groups!;
    const raw = match[0];
    if (g.count ?? g.countPack) {
      tokens.push({
        type: 'pack',
        pack: { kind: 'count', amount: Number(g.count ?? g.countPack) },
        text: raw,
      });
    } else if (g.rand) {
      tokens.push({ type: 'pack', pack: packOf(decimal(g.rand), 'rand')!, text: raw });
    } else if (g.size && g.unit) {
      tokens.push({ type: 'pack', pack: packOf(decimal(g.size), g.unit)!, text: raw });
    } else if (g.times ?? g.timesAfter) {
      tokens.push({ type: 'number', value: Number(g.times ?? g.timesAfter) });
    } else if (g.digits) {
      tokens.push({ type: 'number', value: decimal(g.digits) });
    } else if (g.word) {
      tokens.push({ type: 'word', text: g.word });
    } else if (g.stop) {
      tokens.push({ type: 'break', question: g.stop.includes('?'), soft: /^,+$/.test(g.stop) });
    } else {
      tokens.push({ type: 'and' });
    }
  }
  return tokens;
}
