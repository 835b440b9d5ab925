/** Product photos: what a merchant may upload and how big it is served (spec: image field). */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
export const PRODUCT_IMAGE_SERVED_PX = 320;
/** A served photo's file name: random hex, always WebP. */
export const PRODUCT_IMAGE_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export const PRODUCT_IMAGE_MESSAGES = {
  missing: 'Choose a photo to upload',
  type: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: 'The photo must be 2 MB or smaller',
  unreadable: 'That photo could not be read. Try another one.',
} as const;

/** The type by the file's first bytes, never by its name or the browser's claim. */
export function sniffImageType(bytes: Uint8Array): ProductImageType | null {
  const at = (offset: number, ...expected: number[]) =>
    expected.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
