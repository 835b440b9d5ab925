/**
 * The few tar facts a backup needs: PGlite's dump is a ustar archive of 512-byte blocks, each
 * entry a header (name at 0, size in octal at 124, type at 156, name prefix at 345 for ustar)
 * and its data padded to a whole block; two zero blocks end it.
 */
const BLOCK = 512;

const text = (bytes: Uint8Array, start: number, length: number) => {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

/** An entry's path without a leading "/" or "./". */
function entryName(header: Uint8Array): string {
  const ustar = text(header, 257, 5) === 'ustar';
  const prefix = ustar ? text(header, 345, 155) : '';
  const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
  return name.replace(/^(\.\/|\/)+/, '');
}

/** Extension headers (pax, GNU long names) describe the entry after them. */
const EXTENSION_TYPES = new Set(['x', 'g', 'L', 'K']);

export interface TarEntry {
  name: string;
  /** The header, any extension headers before it and the padded data: the entry's bytes. */
  bytes: Uint8Array;
}

/** The archive's entries in order; throws on an archive that is cut short. */
export function tarEntries(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let pendingStart = -1;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!Number.isFinite(size) || end > tar.length) throw new Error('the archive is cut short');
    const start = pendingStart === -1 ? offset : pendingStart;
    if (EXTENSION_TYPES.has(String.fromCharCode(header[156]!))) {
      pendingStart = start;
    } else {
      entries.push({ name: entryName(header), bytes: tar.subarray(start, end) });
      pendingStart = -1;
    }
    offset = end;
  }
  throw new Error('the archive has no end');
}

/** A tar of the given entries, with its two closing zero blocks. */
export function tarOf(entries: readonly TarEntry[]): Buffer {
  return Buffer.concat([...entries.map((entry) => entry.bytes), new Uint8Array(BLOCK * 2)]);
}
