import { z } from 'zod';
import {
  checkWholeNumber,
  wholeNumberDescription,
  wholeNumberInput,
  type WholeNumberRule,
} from '../common/whole-number';

/** Counts of units typed into a box (stock, a threshold): whole numbers from 0 to `max`. */
const countRule = (label: string, max: number): WholeNumberRule => ({
  min: 0,
  max,
  whole: `${label} must be a whole number`,
  tooSmall: `${label} cannot be negative`,
  tooLarge: `${label} must be at most ${max}`,
});

const isBlank = (value: string | number | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Parsed as an integer; blank input falls back; anything else not a count is refused. */
export const countWithFallback = (fallback: number, label: string, max: number) =>
  wholeNumberInput(countRule(label, max))
    .nullish()
    .transform((value, ctx) =>
      isBlank(value) ? fallback : checkWholeNumber(value!, countRule(label, max), ctx),
    )
    .meta({
      description: `${wholeNumberDescription(countRule(label, max))}; blank means ${fallback}`,
    });

/** An edited count: sent blank it is refused with `required` rather than falling back to 0. */
export const editedCount = (label: string, max: number, required: string) =>
  wholeNumberInput({ ...countRule(label, max), whole: required })
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      return checkWholeNumber(value, countRule(label, max), ctx);
    })
    .meta({ description: `${wholeNumberDescription(countRule(label, max))}; never blank` });
