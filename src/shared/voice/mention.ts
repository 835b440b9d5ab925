import type { GoodsItem, Item } from './classify';
import type { Modifier } from './lexicon/lexicon-types';
import type { Pack } from './packs';

/** Some goods as said: their words, modifiers, pack sizes and how many. */
export interface Mention {
  words: GoodsItem[];
  mods: Modifier[];
  packs: Pack[];
  text: string[];
  /** No word of it is known: goods the shop may not carry. */
  unknown: boolean;
  quantity: number | null;
  /** The quantity came from an article ("a", "'n"). */
  weak: boolean;
  /** Said in a question ("Do you sell ...?"): not ordered. */
  asked: boolean;
}

export type Describing = GoodsItem | Extract<Item, { type: 'pack' }>;

export const isHead = (item: Describing): item is GoodsItem =>
  item.type === 'goods' && (item.kinds.length > 0 || item.hits.size > 0);

export const newMention = (clauseAsked: boolean): Mention => ({
  words: [],
  mods: [],
  packs: [],
  text: [],
  unknown: false,
  quantity: null,
  weak: false,
  asked: clauseAsked,
});

export function describe(mention: Mention, item: Describing) {
  mention.text.push(item.text);
  if (item.type === 'pack') mention.packs.push(item.pack);
  else if (isHead(item)) mention.words.push(item);
  if (item.type === 'goods') mention.mods.push(...item.mods);
}

/** Questions: clauses (between full stops and order words) with a question word or mark. */
export function askedClauses(items: readonly Item[]): boolean[] {
  const asked: boolean[] = [];
  let start = 0;
  let question = false;
  const close = (end: number, mark: boolean) => {
    for (let i = start; i < end; i += 1) asked[i] = question || mark;
    start = end;
    question = false;
  };
  items.forEach((item, i) => {
    if (item.type === 'question') question = true;
    if (item.type === 'order') close(i, false);
    if (item.type === 'break' && item.stop) close(i + 1, item.question);
  });
  close(items.length, false);
  return asked;
}
