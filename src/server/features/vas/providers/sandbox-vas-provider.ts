import { createHash } from 'node:crypto';
import type { FloatAnswer, VasProvider } from './vas-provider';

/** Digits derived from the purchase, so the same purchase always shows the same test voucher. */
function digits(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round += 1) {
    const hash = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of hash) if (byte < 250) out += String(byte % 10);
  }
  return out.slice(0, count);
}

/** Every sandbox voucher and token starts with this, so no one mistakes it for a real one. */
const SANDBOX_PREFIX = '0000';

/**
 * Development and demo provider: sells nothing and charges nobody. Airtime gets
 * a 16-digit test PIN, electricity a 20-digit STS-style test token, both
 * starting 0000; every provider reference starts SANDBOX-.
 */
export class SandboxVasProvider implements VasProvider {
  readonly mode = 'sandbox' as const;
  readonly name = 'sandbox';

  async buyAirtime({ clientReference }: { clientReference: string }) {
    return {
      providerReference: reference('AIR', clientReference),
      pin: SANDBOX_PREFIX + digits(`airtime:${clientReference}`, 12),
    };
  }

  async buyElectricity({ clientReference }: { clientReference: string }) {
    return {
      providerReference: reference('ELEC', clientReference),
      token: SANDBOX_PREFIX + digits(`electricity:${clientReference}`, 16),
    };
  }

  async sendMoney({ clientReference }: { clientReference: string }) {
    return { providerReference: reference('SEND', clientReference) };
  }

  /** Test money: loaded at once, nothing to pay. */
  async loadFloat({ clientReference }: { clientReference: string }): Promise<FloatAnswer> {
    return this.floatStatus(clientReference);
  }

  async floatStatus(clientReference: string): Promise<FloatAnswer> {
    return {
      status: 'completed',
      providerReference: reference('FLOAT', clientReference),
      depositReference: null,
    };
  }
}

const reference = (kind: string, clientReference: string) =>
  `SANDBOX-${kind}-${digits(`ref:${clientReference}`, 8)}`;
