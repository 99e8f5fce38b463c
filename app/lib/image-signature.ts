/**
 * What a file's first bytes say it is. The browser's type for a file comes
 * from its name, so a text file named `.png` passes a type check; its bytes
 * do not. The server decodes every upload anyway: this only spares the
 * round trip and the crop dialog a file that is not an image at all.
 */

export type ImageSignature = "jpeg" | "png" | "webp";

/** Bytes needed to tell the accepted formats apart. */
const SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0) {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP), else null. */
export function imageSignature(bytes: Uint8Array): ImageSignature | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** Whether a chosen file starts like a JPEG, PNG or WebP image. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    return imageSignature(head) !== null;
  } catch {
    return false;
  }
}
