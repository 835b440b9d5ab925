import type { GoodsItem, Item, NumberItem } from './classify';
import { NUMBER_AFTER_NOUN, type VoiceLanguage } from './languages';
import {
  askedClauses,
  describe,
  isHead,
  newMention,
  type Describing,
  type Mention,
} from './mention';
import { WEIGHT, type ShopIndex } from './product-index';

type Element = { mention: Mention } | { number: NumberItem } | { boundary: true };

const MAX_QUANTITY = 1000;

/** Finds the goods in classified words, splits them into things asked for, and gives each its number. */
export class MentionFinder {
  constructor(
    private readonly language: VoiceLanguage,
    private readonly shop: ShopIndex,
  ) {}

  find(items: readonly Item[]): Mention[] {
    const asked = askedClauses(items);
    const elements: Element[] = [];
    let run: Describing[] = [];
    let carried: Describing[] = [];
    /** The last goods said, until a joining word or other goods start something new. */
    let open: Mention | null = null;
    const flush = (at: number) => {
      const clauseAsked = asked[at] ?? false;
      const continuing = open && open.asked === clauseAsked ? open : null;
      const all = [...carried, ...run];
      run = [];
      if (!all.some(isHead)) {
        // "Do you have Iwisa? Give me the 2.5kg one": a size alone takes up the goods just named.
        if (open && all.length > 0) {
          open.asked = clauseAsked;
          for (const item of all) describe(open, item);
        }
        carried = open ? [] : all;
        return;
      }
      carried = [];
      const mentions = this.split(all, clauseAsked, continuing);
      elements.push(...mentions.filter((m) => m !== continuing).map((mention) => ({ mention })));
      open = mentions.at(-1) ?? open;
    };
    const boundary = (at: number, keepOpen = false) => {
      flush(at);
      carried = [];
      if (!keepOpen) open = null;
      elements.push({ boundary: true });
    };
    items.forEach((item, i) => {
      if (item.type === 'goods' || item.type === 'pack') {
        if (item.type === 'goods' && item.joined) boundary(i);
        run.push(item);
      } else if (item.type === 'number') {
        flush(i);
        elements.push({ number: item });
      } else if (item.type === 'unknown') {
        boundary(i);
        elements.pop();
        const last = elements.at(-1);
        if (last && 'mention' in last && last.mention.unknown) last.mention.text.push(item.text);
        else
          elements.push({
            mention: { ...newMention(asked[i] ?? false), unknown: true, text: [item.text] },
          });
      } else if (item.type === 'break' && !item.stop && this.numberFollows(items, i)) {
        // "bohobe bo le bong": here "le" introduces the number, it does not join two goods.
      } else if (item.type !== 'skip') {
        boundary(i, item.type !== 'break' || item.stop);
      }
    });
    flush(items.length);
    this.assignNumbers(elements);
    return elements.flatMap((e) => ('mention' in e ? [e.mention] : []));
  }

  private numberFollows(items: readonly Item[], at: number) {
    if (!NUMBER_AFTER_NOUN[this.language]) return false;
    let i = at + 1;
    while (items[i]?.type === 'skip') i += 1;
    return items[i]?.type === 'number';
  }

  /** Products a word surely means: its best hits and its kinds' products. */
  private strong(word: GoodsItem): Set<number> {
    const set = new Set<number>();
    for (const [position, weight] of word.hits) if (weight >= WEIGHT.name) set.add(position);
    for (const kind of word.kinds)
      for (const p of this.shop.kindProducts.get(kind) ?? []) set.add(p);
    return set;
  }

  private fits(mention: Mention, word: GoodsItem): boolean {
    const kinds = new Set(mention.words.flatMap((w) => w.kinds));
    if (word.kinds.length > 0 && kinds.size > 0 && !word.kinds.some((k) => kinds.has(k)))
      return false;
    const mine = new Set(mention.words.flatMap((w) => [...this.strong(w)]));
    const theirs = this.strong(word);
    return mine.size === 0 || theirs.size === 0 || [...theirs].some((p) => mine.has(p));
  }

  /** Products all of a mention's words surely mean. */
  private meant(mention: Mention): Set<number> {
    const sets = mention.words.map((w) => this.strong(w));
    return sets.reduce(
      (all, set) => new Set([...all].filter((p) => set.has(p))),
      sets[0] ?? new Set(),
    );
  }

  /** "ama-Simba amathathu e-chutney": words after the number that pick among the goods before it. */
  private narrows(mention: Mention, word: GoodsItem): boolean {
    const before = this.meant(mention);
    const after = this.strong(word);
    const both = [...after].filter((p) => before.has(p)).length;
    return both > 0 && both < before.size;
  }

  /** One run of goods words -> one mention per thing asked for ("coke fanta" is two). */
  private split(run: readonly Describing[], asked: boolean, continuing: Mention | null): Mention[] {
    const mentions: Mention[] = [];
    let current: Mention | null = null;
    let pending: Describing[] = [];
    for (const item of run) {
      if (!isHead(item)) {
        pending.push(item);
        continue;
      }
      if (!current && continuing && this.narrows(continuing, item)) {
        mentions.push((current = continuing));
        for (const p of pending) describe(current, p);
      } else if (current && this.fits(current, item)) {
        for (const p of pending) describe(current, p);
      } else {
        const next = newMention(asked);
        if (current && NUMBER_AFTER_NOUN[this.language])
          for (const p of pending) describe(current, p);
        else for (const p of pending) describe(next, p);
        mentions.push((current = next));
      }
      pending = [];
      describe(current, item);
    }
    for (const p of pending) describe(current!, p);
    return mentions;
  }

  /** A number goes to the goods beside it, on the side the language puts numbers. */
  private assignNumbers(elements: Element[]) {
    const after = NUMBER_AFTER_NOUN[this.language];
    elements.forEach((element, k) => {
      if (!('number' in element)) return;
      const { value, weak } = element.number;
      if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) return;
      const prev = neighbour(elements, k, -1);
      const next = neighbour(elements, k, 1);
      const free = (m: Mention | null) => (m && (m.quantity === null || m.weak) ? m : null);
      const target = weak
        ? free(next)
        : after
          ? (free(prev) ?? free(next))
          : (free(next) ?? free(prev));
      if (target && !(weak && target.quantity !== null)) {
        target.quantity = value;
        target.weak = weak;
      }
    });
  }
}

function neighbour(elements: readonly Element[], from: number, step: 1 | -1): Mention | null {
  const element = elements[from + step];
  return element && 'mention' in element ? element.mention : null;
}
