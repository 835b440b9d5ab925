import { words, type GoodsKind } from './lexicon-types';

/** Household goods and personal care, as they are asked for in the nine languages. */
export const HOUSEHOLD: GoodsKind[] = [
  {
    id: 'soap',
    match: words('soap, bar'),
    exclude: words('liquid, powder, dishwashing, chocolate'),
    terms: {
      en: words('soap, soaps, bar soap, washing soap, bath soap'),
      af: words('seep, wasseep'),
      zu: words('insipho'),
      xh: words('isepha'),
      nso: words('sesepe, sesepa'),
      tn: words('sesepa'),
      st: words('sesepa'),
      ts: words('xisibi, swisibi'),
      ve: words('tshisibe, zwisibe'),
    },
  },
  {
    id: 'washing-powder',
    match: words('powder, detergent'),
    exclude: words('baby, talc, milk'),
    terms: {
      en: words('washing powder, powder soap, detergent'),
      af: words('waspoeier'),
      zu: words('iphawuda, impuphu yokuwasha'),
      xh: words('ipowder'),
    },
  },
  {
    id: 'dishwashing-liquid',
    match: words('dishwashing, dishwash'),
    terms: {
      en: words('dishwashing liquid, dish washing liquid, dishwash, dish soap, washing up liquid'),
      af: words('skottelgoedseep, opwasmiddel'),
      zu: words('isepha sezitsha'),
    },
  },
  {
    id: 'candles',
    match: words('candle, candles'),
    terms: {
      en: words('candle, candles'),
      af: words('kers, kerse, kersie, kersies'),
      zu: words('ikhandlela, amakhandlela'),
      xh: words('ikhandlela, amakhandlela'),
      nso: words('kerese, dikerese'),
      tn: words('kerese, dikerese'),
      st: words('kerese, dikerese'),
      ts: words('khandlela, tikhandlela'),
      ve: words('khandela, makhandela, kerese'),
    },
  },
  {
    id: 'paraffin',
    match: words('paraffin'),
    terms: {
      en: words('paraffin, parafin'),
      af: words('paraffien'),
      zu: words('uphalafini, upharafini, iparafini'),
      xh: words('iparafini'),
      nso: words('parafene, parafini'),
      tn: words('parafini'),
      st: words('parafene, parafini'),
      ts: words('parafini, phalafini'),
      ve: words('parafini'),
    },
  },
  {
    id: 'matches',
    match: words('matches, match, matchbox'),
    terms: {
      en: words('matches, matchbox, matchboxes, box of matches'),
      af: words('vuurhoutjies, vuurhoutjie'),
      zu: words('umentshisi, imentshisi, amamentshisi'),
      xh: words('imatshisi, iimatshisi'),
      nso: words('matshisi, dimatshisi'),
      tn: words('matshisi, dimatshisi'),
      st: words('matjhisi, dimatjhisi, matshisi'),
      ts: words('timatsi, machisi'),
      ve: words('matshisi'),
    },
  },
  {
    id: 'toothpaste',
    match: words('toothpaste'),
    terms: {
      en: words('toothpaste, tooth paste'),
      af: words('tandepasta'),
      zu: words('umuthi wamazinyo'),
      xh: words('intlama yamazinyo'),
    },
  },
  {
    id: 'petroleum-jelly',
    match: words('jelly, petroleum'),
    terms: { en: words('petroleum jelly'), af: words('vaselien') },
  },
  {
    id: 'bleach',
    match: words('bleach'),
    terms: { en: words('bleach'), af: words('bleikmiddel'), zu: words('ijiki') },
  },
];
