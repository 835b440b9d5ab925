/** A pack size or a rand amount: part of what a product is, never how many are wanted. */
export type PackKind = 'mass' | 'volume' | 'count' | 'money';
export interface Pack {
  kind: PackKind;
  /** grams, millilitres, units or cents */
  amount: number;
}

const UNIT = (kind: PackKind, factor: number, words: string) =>
  words.split(' ').map((word) => [word, { kind, factor }] as const);

/** Unit words, as written and as said in the nine languages (after class prefixes are stripped). */
export const UNIT_WORDS: ReadonlyMap<string, { kind: PackKind; factor: number }> = new Map([
  ...UNIT(
    'mass',
    1000,
    'kg kgs kilo kilos kilogram kilograms kilogramu khilo khilogremu kilokramu',
  ),
  ...UNIT('mass', 1, 'g gram grams gramu kramu'),
  ...UNIT('volume', 1000, 'l lt litre litres liter liters litha lithara litara lita litere'),
  ...UNIT('volume', 1, 'ml millilitre millilitres milliliter'),
  ...UNIT('money', 100, 'rand rands randi ranta rante'),
]);

export function packOf(amount: number, unit: string): Pack | null {
  const found = UNIT_WORDS.get(unit);
  if (!found) return null;
  return { kind: found.kind, amount: Math.round(amount * found.factor) };
}

export const samePack = (a: Pack, b: Pack) => a.kind === b.kind && a.amount === b.amount;

/** How many packs of `have` make up what was asked for (2 for "2 litres" of a 1L milk), or null. */
export function packMultiple(asked: Pack, have: Pack): number | null {
  if (asked.kind !== have.kind || asked.kind === 'money' || have.amount <= 0) return null;
  const times = asked.amount / have.amount;
  return Number.isInteger(times) && times > 1 ? times : null;
}
