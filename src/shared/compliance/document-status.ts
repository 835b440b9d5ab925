import { DAY_MS } from '../time/johannesburg';
import type { DocumentStatus } from './compliance.schemas';

/** Days before an expiry when the bell reminds the owner (issue 33: 30 and 7 days). */
export const FIRST_REMINDER_DAYS = 30;
export const LAST_REMINDER_DAYS = 7;

/** Whole days from `today` to `day` (both Johannesburg days "YYYY-MM-DD"); negative once past. */
export const daysFrom = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * A document's status on a Johannesburg day: missing while neither its number nor its expiry is
 * known; valid with no expiry date or more than 30 days left; due in 30 days (30..8 left), due
 * in 7 days (7..0 left, the expiry day itself included); expired from the day after its expiry.
 */
export function documentStatus(
  document: { number?: string | null; expiresOn?: string | null },
  today: string,
): DocumentStatus {
  if (!document.expiresOn) return document.number ? 'valid' : 'missing';
  const left = daysFrom(today, document.expiresOn);
  if (left < 0) return 'expired';
  if (left <= LAST_REMINDER_DAYS) return 'due_in_7_days';
  if (left <= FIRST_REMINDER_DAYS) return 'due_in_30_days';
  return 'valid';
}

/** The dashboard shows the folder red when the permit or the certificate has expired. */
export const anyExpired = (...statuses: DocumentStatus[]) => statuses.includes('expired');

/** A pest-control visit is one that happened: a date after today is refused (server and form). */
export const visitInFuture = (visitOn: string | null | undefined, today: string) =>
  Boolean(visitOn && visitOn > today);
