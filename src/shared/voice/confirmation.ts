import { formatRand, type Cents } from '../money/money';
import type { VoiceLanguage } from './languages';

interface Phrases {
  order: (items: string, total: string) => string;
  which: (options: string) => string;
  or: string;
  none: string;
}

/**
 * What is read back to the customer. Quantities as digits ("Coke x2") and names as the shop
 * writes them, so no number word has to agree with a noun class. The Sepedi, Setswana,
 * Sesotho, Xitsonga and Tshivenda wording still wants a native speaker's check.
 */
const PHRASES: Record<VoiceLanguage, Phrases> = {
  en: {
    order: (i, t) => `You ordered: ${i}. Total ${t}. Is that right?`,
    which: (o) => `Which one: ${o}?`,
    or: 'or',
    none: 'Sorry, I found no goods. Please try again.',
  },
  af: {
    order: (i, t) => `Jy het bestel: ${i}. Totaal ${t}. Is dit reg?`,
    which: (o) => `Watter een: ${o}?`,
    or: 'of',
    none: 'Jammer, ek het geen goedere gevind nie. Probeer asseblief weer.',
  },
  zu: {
    order: (i, t) => `Ucele: ${i}. Konke kuyi-${t}. Kulungile?`,
    which: (o) => `Yiphi: ${o}?`,
    or: 'noma',
    none: 'Uxolo, angitholanga zimpahla. Ngicela uzame futhi.',
  },
  xh: {
    order: (i, t) => `Uodole: ${i}. Iyonke yi-${t}. Kulungile?`,
    which: (o) => `Yeyiphi: ${o}?`,
    or: 'okanye',
    none: 'Uxolo, andifumananga mpahla. Nceda uzame kwakhona.',
  },
  nso: {
    order: (i, t) => `O kgopetše: ${i}. Palomoka ke ${t}. Na go lokile?`,
    which: (o) => `Efe: ${o}?`,
    or: 'goba',
    none: 'Tshwarelo, ga ke hwetše dithoto. Hle leka gape.',
  },
  tn: {
    order: (i, t) => `O kopile: ${i}. Palogotlhe ke ${t}. A go siame?`,
    which: (o) => `Efe: ${o}?`,
    or: 'kgotsa',
    none: 'Maitshwarelo, ga ke a bona dithoto. Tsweetswee leka gape.',
  },
  st: {
    order: (i, t) => `O kopile: ${i}. Kakaretso ke ${t}. Na ho lokile?`,
    which: (o) => `Efe: ${o}?`,
    or: 'kapa',
    none: 'Tshwarelo, ha ke a fumana thepa. Ka kopo leka hape.',
  },
  ts: {
    order: (i, t) => `U kombele: ${i}. Hinkwaswo i ${t}. Swi lulamile?`,
    which: (o) => `Xihi: ${o}?`,
    or: 'kumbe',
    none: 'Ndzi khomele, a ndzi kumanga nchumu. Ndzi kombela u ringeta nakambe.',
  },
  ve: {
    order: (i, t) => `No humbela: ${i}. Tshoṱhe ndi ${t}. Zwo luga naa?`,
    which: (o) => `Ndi ifhio: ${o}?`,
    or: 'kana',
    none: 'Pfarelo, a tho ngo wana zwithu. Ri humbela ni lingedze hafhu.',
  },
};

/** The confirmation read back: the items and total, a question per choice, or the apology. */
export function confirmationText(
  language: VoiceLanguage,
  items: readonly { name: string; quantity: number }[],
  totalCents: Cents,
  choices: readonly (readonly string[])[] = [],
): string {
  const phrases = PHRASES[language];
  const questions = choices.map((names) => phrases.which(names.join(` ${phrases.or} `)));
  if (items.length === 0 && questions.length === 0) return phrases.none;
  const order = items.length
    ? [
        phrases.order(
          items.map((i) => `${i.name} x${i.quantity}`).join(', '),
          formatRand(totalCents),
        ),
      ]
    : [];
  return [...order, ...questions].join(' ');
}
