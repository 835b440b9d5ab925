import type { VoiceLanguage } from './languages';

/**
 * Number words of each language, normalised (no diacritics or apostrophes).
 * `words`: whole forms. `stems` take one of the language's `prefixes` (class agreement:
 * ezi-mbili, ama-thathu, swi-mbirhi, zwi-vhili). `tens`: "tens of" (amashumi amabili = 20).
 * A prefix starting with n + vowel is the joining "and" (ishumi na-mbili = 12).
 */
export interface NumberWords {
  words: Record<number, string[]>;
  stems?: Record<number, string[]>;
  prefixes?: string[];
  tens?: string[];
  /** Articles that mean one only when nothing else says how many ("a", "'n"). */
  weakOne?: string[];
  /** Whole forms that carry the joining "and" (ishumi nanye = 11). */
  joined?: Record<number, string[]>;
}

const NGUNI_PREFIXES = [
  ...['', 'a', 'e', 'i', 'o', 'u', 'm', 'n', 'ka', 'ba', 'zi', 'zim', 'zin', 'ezi', 'ezim', 'ezin'],
  ...['ama', 'aba', 'imi', 'emi', 'ili', 'eli', 'isi', 'esi', 'obu', 'olu', 'oku', 'ayi', 'yi'],
  ...[
    'eziyi',
    'ayisi',
    'ngu',
    'angu',
    'ezingu',
    'na',
    'ne',
    'nam',
    'nan',
    'nezi',
    'nezim',
    'nezin',
  ],
];

/**
 * "Which are tens of": the relative of a plural noun class before amashumi (amaqanda
 * anga-mashumi amabili = twenty eggs, izinkwa ezinga-mashumi = tens of loaves). Only plural
 * classes: a singular noun so described (ubisi olungamashumi) is a kind of goods, not a count.
 */
const PLURAL_RELATIVE_TENS = ['angamashumi', 'ezingamashumi', 'abangamashumi', 'engamashumi'];

export const NUMBER_WORDS: Record<VoiceLanguage, NumberWords> = {
  en: {
    words: {
      1: ['one'],
      2: ['two', 'couple', 'pair'],
      3: ['three'],
      4: ['four'],
      5: ['five'],
      6: ['six'],
      7: ['seven'],
      8: ['eight'],
      9: ['nine'],
      10: ['ten'],
      11: ['eleven'],
      12: ['twelve', 'dozen'],
      13: ['thirteen'],
      14: ['fourteen'],
      15: ['fifteen'],
      16: ['sixteen'],
      17: ['seventeen'],
      18: ['eighteen'],
      19: ['nineteen'],
      20: ['twenty'],
      30: ['thirty'],
      40: ['forty'],
      50: ['fifty'],
    },
    weakOne: ['a', 'an'],
  },
  af: {
    words: {
      1: ['een'],
      2: ['twee'],
      3: ['drie'],
      4: ['vier'],
      5: ['vyf'],
      6: ['ses'],
      7: ['sewe'],
      8: ['agt'],
      9: ['nege'],
      10: ['tien'],
      11: ['elf'],
      12: ['twaalf', 'dosyn'],
      13: ['dertien'],
      14: ['veertien'],
      15: ['vyftien'],
      16: ['sestien'],
      17: ['sewentien'],
      18: ['agtien', 'agttien'],
      19: ['negentien'],
      20: ['twintig'],
      30: ['dertig'],
      40: ['veertig'],
      50: ['vyftig'],
    },
    weakOne: ['n'],
  },
  zu: {
    words: {
      1: ['kunye', 'inye', 'munye'],
      4: ['ezine', 'zine', 'amane', 'abane', 'emine'],
    },
    joined: { 1: ['nanye'], 4: ['nane', 'nezine'] },
    stems: {
      1: ['sodwa', 'lodwa', 'wodwa', 'yodwa', 'bodwa', 'kukodwa', 'lulodwa'],
      2: ['bili'],
      3: ['thathu', 'tathu'],
      5: ['hlanu'],
      6: ['sithupha'],
      7: ['sikhombisa'],
      8: ['shiyagalombili'],
      9: ['shiyagalolunye'],
      10: ['shumi'],
    },
    prefixes: NGUNI_PREFIXES,
    tens: ['amashumi', 'mashumi', ...PLURAL_RELATIVE_TENS],
  },
  xh: {
    words: {
      1: ['enye', 'inye', 'esinye', 'elinye', 'omnye', 'sodwa', 'lodwa'],
      4: ['ezine', 'zine', 'amane', 'abane'],
    },
    joined: { 1: ['nanye'], 4: ['nane', 'nezine'] },
    stems: {
      2: ['bini'],
      3: ['thathu', 'tathu'],
      5: ['hlanu', 'tlanu'],
      6: ['thandathu', 'tandathu'],
      7: ['sixhenxe', 'xhenxe'],
      8: ['sibhozo', 'bhozo'],
      9: ['thoba'],
      10: ['shumi'],
    },
    prefixes: [...NGUNI_PREFIXES, 'li', 'eli', 'nali'],
    tens: ['amashumi', 'mashumi', ...PLURAL_RELATIVE_TENS],
  },
  nso: {
    words: {
      1: ['tee', 'nngwe'],
      2: ['pedi', 'mabedi', 'babedi', 'mebedi', 'bobedi'],
      3: ['tharo', 'mararo', 'bararo', 'meraro'],
      4: ['nne', 'mane', 'bane', 'mene'],
      5: ['hlano', 'mahlano', 'bahlano', 'mehlano'],
      6: ['tshela', 'tshelela'],
      7: ['supa', 'supago'],
      8: ['seswai'],
      9: ['senyane'],
      10: ['lesome'],
    },
    tens: ['masome'],
  },
  tn: {
    words: {
      1: ['nngwe', 'ngwe', 'bongwe', 'lengwe', 'mongwe', 'sengwe'],
      2: ['pedi', 'mabedi', 'babedi', 'mebedi', 'bobedi'],
      3: ['tharo', 'mararo', 'bararo', 'meraro'],
      4: ['nne', 'mane', 'bane', 'mene'],
      5: ['tlhano', 'matlhano', 'batlhano'],
      6: ['thataro', 'borataro'],
      7: ['supa', 'supileng'],
      8: ['robedi', 'robileng'],
      9: ['robongwe'],
      10: ['lesome'],
    },
    tens: ['masome'],
  },
  st: {
    words: {
      1: ['nngwe', 'mong', 'leng', 'bong', 'seng'],
      2: ['pedi', 'mabedi', 'babedi', 'mebedi', 'bobedi', 'peli', 'mabeli', 'babeli', 'bobeli'],
      3: ['tharo', 'mararo', 'bararo', 'meraro'],
      4: ['nne', 'mane', 'bane', 'mene'],
      5: ['hlano', 'mahlano', 'bahlano'],
      6: ['tshelela', 'tsheletseng'],
      7: ['supa', 'supileng'],
      8: ['robedi', 'robeli', 'robileng'],
      9: ['robong'],
      10: ['leshome'],
    },
    tens: ['mashome'],
  },
  ts: {
    words: {},
    stems: {
      1: ['nwe'],
      2: ['mbirhi'],
      3: ['nharhu'],
      4: ['mune'],
      5: ['ntlhanu'],
      6: ['ntsevu'],
      7: ['nkombo'],
      8: ['nhungu'],
      9: ['nkaye'],
      10: ['khume'],
    },
    prefixes: ['', 'xi', 'ri', 'yi', 'wu', 'mu', 'vu', 'swi', 'ma', 'ti', 'va', 'mi', 'na'],
    tens: ['makume'],
  },
  ve: {
    words: { 4: ['zwina', 'mana', 'ina'] },
    stems: {
      1: ['thihi'],
      2: ['vhili', 'mbili'],
      3: ['raru', 'tharu'],
      5: ['tanu', 'thanu'],
      6: ['rathi', 'tharathi'],
      7: ['sumbe'],
      8: ['malo'],
      9: ['tahe'],
      10: ['fumi'],
    },
    prefixes: ['', 'n', 'tshi', 'li', 'mu', 'vhu', 'zwi', 'ma', 'vha', 'mi', 'dzi', 'na'],
    tens: ['mahumi'],
  },
};
