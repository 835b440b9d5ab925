import type { Item, NumberItem } from './classify';
import { NUMBER_AFTER_NOUN, type VoiceLanguage } from './languages';
import { packOf } from './packs';
import { MODIFIERS } from './lexicon/modifiers';

const isNumber = (item: Item | undefined): item is NumberItem => item?.type === 'number';
const isAnd = (item: Item | undefined) => item?.type === 'break' && !item.stop;
const unit = (value: number) => Number.isInteger(value) && value >= 1 && value <= 9;
const roundTen = (n: NumberItem) => !n.tens && n.value >= 10 && n.value % 10 === 0;
/** Languages that say 12 as "ten and two" with a separate word (leshome le pedi, khume na mbirhi). */
const joinsWithAnd = (language: VoiceLanguage) => !['en', 'zu', 'xh'].includes(language);

/** The next item that is not glue or filler, and where it is. */
function nextSaid(items: readonly Item[], from: number) {
  let i = from;
  while (items[i]?.type === 'skip') i += 1;
  return { item: items[i], at: i };
}

/**
 * Joins number words that make one number (amashumi amabili = 20, ishumi nambili = 12,
 * twenty two, twee-en-twintig, leshome le pedi, a dozen), then turns a number with a unit
 * ("5 kilo", "amakhilo amahlanu", "'n liter") into a pack size.
 */
export function combineNumbers(input: readonly Item[], language: VoiceLanguage): Item[] {
  const items = [...input];
  for (let i = 0; i < items.length; i += 1) {
    const first = items[i];
    if (!isNumber(first)) continue;
    const next = nextSaid(items, i + 1);
    const afterAnd =
      isAnd(next.item) && joinsWithAnd(language) ? nextSaid(items, next.at + 1) : null;
    if (first.weak && isNumber(next.item)) {
      items.splice(i, next.at - i);
      i -= 1;
    } else if (first.tens && isNumber(next.item) && unit(next.item.value)) {
      items.splice(i, next.at - i + 1, { ...first, tens: false, value: 10 * next.item.value });
      i -= 1;
    } else if (
      roundTen(first) &&
      isNumber(next.item) &&
      unit(next.item.value) &&
      (next.item.joined || language === 'en')
    ) {
      items.splice(i, next.at - i + 1, { ...first, value: first.value + next.item.value });
    } else if (
      roundTen(first) &&
      afterAnd &&
      isNumber(afterAnd.item) &&
      unit(afterAnd.item.value)
    ) {
      items.splice(i, afterAnd.at - i + 1, { ...first, value: first.value + afterAnd.item.value });
    } else if (
      language === 'af' &&
      unit(first.value) &&
      afterAnd &&
      isNumber(afterAnd.item) &&
      roundTen(afterAnd.item) &&
      afterAnd.item.value >= 20
    ) {
      items.splice(i, afterAnd.at - i + 1, { ...first, value: first.value + afterAnd.item.value });
    }
  }
  return toPacks(items, language);
}

/** Every language's container words ("pack", "pak", "iphakethe"), and "case" (of 24). */
const CONTAINER_WORDS = new Set(
  MODIFIERS.filter((m) => m.container).flatMap((m) => [
    ...m.keywords,
    ...Object.values(m.terms).flat(),
  ]),
);
CONTAINER_WORDS.add('case');

/** A container said ("pack", "a case of", "pak"): what a number right after it counts. */
const isContainer = (item: Item | undefined) =>
  item?.type === 'goods' &&
  (item.mods.some((m) => m.container) || item.text.split(' ').some((w) => CONTAINER_WORDS.has(w)));

function toPacks(items: Item[], language: VoiceLanguage): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    // "a pack of six eggs", "'n kas van 24": the number is what the pack holds, not how many
    // packs (where a number follows its noun, "amaphakethe amabili", it stays a quantity).
    if (isNumber(item) && !NUMBER_AFTER_NOUN[language] && !item.weak) {
      const said = out.findLast((o) => o.type !== 'skip');
      if (isContainer(said)) {
        out.push({
          type: 'pack',
          pack: { kind: 'count', amount: item.value },
          text: String(item.value),
        });
        continue;
      }
    }
    if (item.type !== 'unit') {
      out.push(item);
      continue;
    }
    const before = out.at(-1);
    const after = nextSaid(items, i + 1);
    if (isNumber(before)) {
      out.pop();
      out.push({
        type: 'pack',
        pack: packOf(before.value, item.unit)!,
        text: `${before.value} ${item.text}`,
      });
    } else if (NUMBER_AFTER_NOUN[language] && isNumber(after.item)) {
      out.push({ type: 'pack', pack: packOf(after.item.value, item.unit)!, text: item.text });
      i = after.at;
    } else if (item.unit.length > 2) {
      out.push({ type: 'pack', pack: packOf(1, item.unit)!, text: item.text });
    }
  }
  return out;
}
