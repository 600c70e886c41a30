// Recognises an upload's format from its first bytes. The file name and the declared content
// type are the client's word; the bytes are what the decoder will actually read.
import type { PhotoAcceptedType } from '@campwise/domain';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then 4 bytes of size, then "WEBP"
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The accepted type these bytes start like, or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoAcceptedType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
