// What an uploaded document is, by its bytes (never by its name or declared type): a JPEG, PNG or
// PDF image of a passport page or a selfie.

export const DOCUMENT_FORMATS = ['jpeg', 'png', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_MIME: Record<DocumentFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const DOCUMENT_EXTENSION: Record<DocumentFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
};

/** House rule: a document is at most 5 MiB. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function includesAscii(bytes: Uint8Array, text: string, from: number): boolean {
  const needle = ascii(text);
  for (let i = Math.max(0, from); i + needle.length <= bytes.length; i++) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}

/**
 * The format of `bytes`, or null when it is none of the accepted ones: a JPEG starts with an SOI
 * marker followed by another marker; a PNG with its 8-byte signature and the IHDR chunk; a PDF
 * with `%PDF-` and ends (within its last KiB) with `%%EOF`.
 */
export function documentFormatOf(bytes: Uint8Array): DocumentFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, ascii('IHDR'), 12)) return 'png';
  if (startsWith(bytes, ascii('%PDF-')) && includesAscii(bytes, '%%EOF', bytes.length - 1024)) {
    return 'pdf';
  }
  return null;
}
