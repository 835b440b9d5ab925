import type { VoiceLanguage } from './languages';

/**
 * The words around the goods, normalised; entries may be phrases.
 * order: asking and politeness ("ngicela", "gee my"); they also end a question.
 * filler: greetings, thanks, names people call each other, hesitations.
 * glue: concords, possessives and articles ("e-Fanta", "ya", "of"): skipped inside an item.
 * and: joining words that start the next item.
 * question: a clause with one of these asks about goods; it orders nothing.
 */
export interface FunctionWords {
  order: string[];
  filler: string[];
  glue: string[];
  and: string[];
  question: string[];
}

const split = (text: string) => text.split(',').map((entry) => entry.trim());

export const FUNCTION_WORDS: Record<VoiceLanguage, FunctionWords> = {
  en: {
    order: split(
      'please, pls, plz, give me, gimme, get me, can i have, can i get, could i have, could i get, may i have, can you give me, i want, i need, i would like, id like, i will take, ill take, let me have, let me get, i want to buy, i will have, ill have, buy, we want, we need, add, also, and also',
    ),
    filler: split(
      'hi, hello, hey, ones, good morning, morning, good day, thanks, thank you, thank u, ok, okay, um, uhm, uh, eh, ah, oh, yes, sir, maam, boss, chief, bra, my bra, brother, sister, my friend, just, only, today, now, quickly, quick, for me, me, my, i, we, us, you, some, more, again, that, this, those, these, is, it, all, for now, too, as well',
    ),
    glue: split('the, of, for, with, from, in, at, type, kind'),
    and: split('and, plus, then'),
    question: split(
      'do you have, do you sell, do you stock, have you got, you got, got any, do you guys have, do you guys sell, is there, are there, is there any, are there any, any chance',
    ),
  },
  af: {
    order: split(
      'asseblief, asb, gee my, gee vir my, gee, ek wil, ek wil he, ek wil graag, ek soek, ek het nodig, kan ek kry, kan ek, kry, mag ek, ek vra, ek neem, ek vat, verkoop vir my, ook, nog',
    ),
    filler: split(
      'hallo, goeie more, more, dag, he, dankie, baie dankie, ja, nee, ok, okay, meneer, mevrou, tannie, oom, boeta, net, my, ek, vir my, vandag, nou, gou, ag, asseblief tog, sommer',
    ),
    glue: split('die, van, met, se, soort, stuks, stuk'),
    and: split('en, plus, dan'),
    question: split(
      'het jy, het julle, verkoop jy, verkoop julle, is daar, is daar nog, hou jy, hou julle',
    ),
  },
  zu: {
    order: split(
      'ngicela, sicela, ngicel, ngiyacela, siyacela, ngicelake, ngifuna, sifuna, ngidinga, nginike, ngiphe, siphe, mngiphe, ngizocela, ngizothenga, ngithenga, ngithengele, ngiza, futhi, please',
    ),
    filler: split(
      'sawubona, sanibonani, yebo, cha, uma, ekhona, uma ekhona, uma zikhona, uma likhona, ngiyabonga, siyabonga, ngiyabonga kakhulu, kakhulu, mfethu, mfowethu, bhuti, sisi, mama, baba, gogo, malume, manje, nje, namhlanje, khona manje, ok, okay, hhayi, wena, mina, kimi, kithi, lokho, lokhu, ke',
    ),
    glue: split(
      'e, a, o, i, u, ka, ye, we, ze, le, lo, la, se, sa, ba, bo, lwe, kwe, sika, yi, lesi, leli, lezi, lawa, lolu, lobu, loku, yase, zase, okwe, kuka, yama, zama, ongu, engu, ezingu, abangu, ama, aba, ezi, izi, isi, ili, ubu, uku, imi, ii, um, in, im',
    ),
    and: split(
      'na, ne, no, nama, nezi, nesi, neli, nobu, noku, nom, kanye, kanye na, kanye ne, kanye no, nokunye, futhi ne',
    ),
    question: split(
      'ingabe, unayo, ninayo, unawo, ninawo, unazo, ninazo, unalo, ninalo, unaso, ninaso, unabo, ninabo, ikhona, akhona, zikhona, likhona, sikhona, bukhona, kukhona, uyathengisa, niyathengisa, uyadayisa, niyadayisa, ninakho, unakho',
    ),
  },
  xh: {
    order: split(
      'ndicela, sicela, ndiyacela, ndifuna, sifuna, ndidinga, ndinike, ndiphe, siphe, ndizokuthenga, ndithenga, nceda, please, kwakhona',
    ),
    filler: split(
      'molo, molweni, ewe, hayi, enkosi, enkosi kakhulu, kakhulu, bhuti, sisi, tata, mama, tshomi, ngoku, nje, namhlanje, ok, okay, mna, kum, wena',
    ),
    glue: split(
      'e, a, o, i, u, ka, ye, we, ze, le, la, sa, se, ba, bo, lwe, kwe, yi, esi, ezi, eli, ezo, lo, ama, aba, izi, isi, ili, ubu, uku, imi, ii, um, in, im',
    ),
    and: split(
      'na, ne, no, nama, nezi, nesi, neli, nobu, noku, kunye, kunye na, kunye ne, kunye no, kananjalo',
    ),
    question: split(
      'ingaba, ngaba, unayo, ninayo, unazo, ninazo, unalo, ninalo, unaso, ninaso, ikhona, zikhona, likhona, sikhona, kukho, uyathengisa, niyathengisa',
    ),
  },
  nso: {
    order: split(
      'ke kgopela, re kgopela, ke kopa, re kopa, ke nyaka, re nyaka, ke rata, mphe, nthuse, hle, ka kgopelo, ke tla tsea, ke reka',
    ),
    filler: split(
      'dumela, dumelang, thobela, ke a leboga, ke leboga, kea leboga, ee, aowa, ok, okay, mme, ntate, abuti, sesi, gape, bjale, lehono, nna, wena',
    ),
    glue: split(
      'e, a, o, di, tse, bo, bja, bjo, se, sa, ba, ya, la, tsa, wa, ga, ka, go, mo, ye, ma',
    ),
    and: split('le, gomme, le gona'),
    question: split(
      'o na le, le na le, na o na le, na le na le, a o na le, a le na le, go na le, na go na le, le a rekisa, le rekisa, o a rekisa',
    ),
  },
  tn: {
    order: split(
      'ke kopa, re kopa, ke batla, re batla, ke rata, mpha, mphe, tswee tswee, tsweetswee, ke tla tsaya, ke reka',
    ),
    filler: split(
      'dumela, dumelang, ke a leboga, ke leboga, kea leboga, ee, nnyaa, ok, okay, mma, rra, abuti, sesi, gape, jaanong, gompieno, nna, wena',
    ),
    glue: split('e, a, o, di, tse, bo, jo, se, sa, ba, ya, la, tsa, wa, ga, ka, go, mo, ja, ma'),
    and: split('le, mme, le gone'),
    question: split(
      'a o na le, a lo na le, a le na le, o na le, lo na le, go na le, a go na le, a lo rekisa, a o rekisa, lo a rekisa',
    ),
  },
  st: {
    order: split(
      'ke kopa, re kopa, ke batla, re batla, ke rata, mphe, nthuse, hle, ka kopo, ke tla nka, ke reka, kea kopa',
    ),
    filler: split(
      'dumela, dumelang, lumela, lumelang, ke a leboha, kea leboha, ke leboha, tjhe, ok, okay, mme, ntate, abuti, ausi, hape, jwale, kajeno, nna, wena',
    ),
    glue: split('e, a, o, di, tse, bo, ba, se, sa, ya, la, tsa, wa, ha, ka, ho, mo, tseo, eo, ma'),
    and: split('le, mme, hammoho le'),
    question: split(
      'o na le, le na le, na o na le, na le na le, ho na le, na ho na le, le a rekisa, le rekisa, o a rekisa',
    ),
  },
  ts: {
    order: split(
      'ndzi kombela, hi kombela, ndzi kombela ku, ndzi lava, hi lava, ndzi nyike, ndzi nyiki, ndzi nyikeni, nyika, ndzi xava, ndzi ta xava, ndzi ta teka',
    ),
    filler: split(
      'avuxeni, xewani, inkomu, ndza khensa, ndza nkhensa, ndzi khensile, ina, e, ee, ok, okay, manana, tatana, buti, sesi, sweswi, namuntlha, mina, wena, nakambe',
    ),
    glue: split(
      'ya, ra, wa, swa, ta, xa, va, ku, leyi, lowu, lexi, swo, xo, yo, ro, ka, a, yi, swi, ti, ma',
    ),
    and: split('na, ni, nakambe'),
    question: split(
      'xana, u na, mi na, ma xavisa, mi xavisa, wa xavisa, ku na, xana u na, xana mi na',
    ),
  },
  ve: {
    order: split(
      'ndi humbela, ri humbela, ndi khou humbela, ndi toda, ri toda, ndi khou toda, nnea, ndi nee, ndi nea, ri nee, ndi renga, ndi do renga',
    ),
    filler: split(
      'ndaa, aa, ndo livhuwa, ro livhuwa, ndi a livhuwa, ee, hai, ok, okay, vho, makhadzi, malume, khotsi, mme, zwino, namusi, nne, inwi',
    ),
    glue: split(
      'ya, la, dza, zwa, vha, tsha, kha, wa, nga, i, a, zwi, tshi, khou, u, dzi, li, ha, ma',
    ),
    and: split('na, hafhu'),
    question: split('naa, ni na, u na, vha na, ni a rengisa, ni rengisa, hu na, hu na naa'),
  },
};
