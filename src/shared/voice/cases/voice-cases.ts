import { z } from 'zod';
import type { VoiceLanguage } from '../languages';
import af from './af.json';
import en from './en.json';
import nso from './nso.json';
import st from './st.json';
import tn from './tn.json';
import ts from './ts.json';
import ve from './ve.json';
import xh from './xh.json';
import zu from './zu.json';

/** One thing said, with what a shopkeeper would ring up: product names -> quantities. */
const CaseSchema = z.strictObject({
  say: z.string(),
  items: z.record(z.string(), z.number().int().positive()),
  /** Goods to ask about: the equally good products, and how many. */
  ask: z
    .array(z.strictObject({ from: z.array(z.string()), quantity: z.number().int() }))
    .optional(),
  /** Words of goods the shop does not carry, to be reported as not found. */
  missing: z.array(z.string()).optional(),
});
export type VoiceCase = z.infer<typeof CaseSchema> & { language: VoiceLanguage };

const BY_LANGUAGE: Record<VoiceLanguage, unknown> = {
  zu,
  xh,
  af,
  en,
  nso,
  tn,
  st,
  ts,
  ve,
};

export const VOICE_CASES: VoiceCase[] = Object.entries(BY_LANGUAGE).flatMap(([language, list]) =>
  z
    .array(CaseSchema)
    .parse(list)
    .map((entry) => ({ ...entry, language: language as VoiceLanguage })),
);
