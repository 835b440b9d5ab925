import { sniffImageType } from '../catalog/product-image';

/** A document's photo or scan: a JPEG, PNG or WebP photo, or a PDF, at most 2 MB. */
export const COMPLIANCE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPLIANCE_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type CompliancePhotoType = (typeof COMPLIANCE_PHOTO_TYPES)[number];

export const COMPLIANCE_PHOTO_MESSAGES = {
  missing: 'Choose a photo or PDF of the document',
  type: 'The document must be a JPEG, PNG or WebP photo or a PDF',
  tooLarge: 'The document must be 2 MB or smaller',
} as const;

/** The type by the file's first bytes ("%PDF-" for a PDF), never by its name or the browser's claim. */
export function sniffDocumentType(bytes: Uint8Array): CompliancePhotoType | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (pdf.every((byte, i) => bytes[i] === byte)) return 'application/pdf';
  return sniffImageType(bytes);
}
