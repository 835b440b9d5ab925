/** PIN rules for shop staff and the owner's till PIN: 4 to 6 digits, not a trivial one. */
export const PIN_PATTERN = /^\d{4,6}$/;

export const PIN_MESSAGES = {
  format: 'PIN must be 4 to 6 digits',
  trivial: 'Choose a PIN that is harder to guess',
} as const;

/** All one digit (0000), or a run up or down (1234, 98765). */
function isPatterned(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
  return (
    steps.every((step) => step === 0) ||
    steps.every((step) => step === 1) ||
    steps.every((step) => step === -1)
  );
}

/**
 * True when a PIN is too easy to guess: a repeated digit, a run, or digits of the owner's phone
 * (its last 4 to 6, e.g. 4567 of 082 123 4567).
 */
export function isTrivialPin(pin: string, ownerPhone?: string | null): boolean {
  if (isPatterned(pin)) return true;
  const phoneDigits = (ownerPhone ?? '').replace(/\D/g, '');
  return phoneDigits.length >= pin.length && phoneDigits.endsWith(pin);
}
