import { z } from 'zod';

/** What a whole number sent as text may look like: plain decimal digits, a minus at most. */
const PLAIN_DIGITS = /^-?\d{1,15}$/;

export interface WholeNumberRule {
  min: number;
  max: number;
  /** Said when the value is not a whole number ("0x10", "NaN", "1e3", " 5", "5.0", 2.5). */
  whole: string;
  /** Said below min; `whole` when not given. */
  tooSmall?: string;
  /** Said above max; `whole` when not given. */
  tooLarge?: string;
}

/** A JSON number or text: the type check of every integer field that also takes a string. */
export const wholeNumberInput = (rule: WholeNumberRule) =>
  z.union([z.number(), z.string()], { error: rule.whole });

type IssueContext = { addIssue(issue: { code: 'custom'; message: string }): void };

/**
 * The integer a number or a string stands for, within the rule's range: anything that is not
 * a safe integer or plain decimal digits (JavaScript's Number() would take "0x10", " 5", "1e3"
 * and "" as numbers) is reported on ctx with the rule's words.
 */
export function checkWholeNumber(value: number | string, rule: WholeNumberRule, ctx: IssueContext) {
  const whole =
    typeof value === 'number'
      ? Number.isSafeInteger(value)
      : PLAIN_DIGITS.test(value) && Number.isSafeInteger(Number(value));
  const number = Number(value);
  const message = !whole
    ? rule.whole
    : number < rule.min
      ? (rule.tooSmall ?? rule.whole)
      : number > rule.max
        ? (rule.tooLarge ?? rule.whole)
        : null;
  if (message === null) return number;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** The text every integer field's contract carries, so a client knows what is refused. */
export const wholeNumberDescription = (rule: WholeNumberRule) =>
  `A whole number from ${rule.min} to ${rule.max}, as a JSON number or plain decimal digits ("12"); "0x10", "1e3", " 5" and "5.0" are refused`;

/** An integer field that also takes a string (a query parameter, a typed-in box). */
export const wholeNumberSchema = (rule: WholeNumberRule) =>
  wholeNumberInput(rule)
    .transform((value, ctx) => checkWholeNumber(value, rule, ctx))
    .meta({ description: wholeNumberDescription(rule) });
