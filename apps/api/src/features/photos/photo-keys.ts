// Storage keys of photo files: random and never reused, so a file's URL can be cached forever
// and cannot be guessed from another photo's; the format doubles as the path-traversal guard.
import { randomBytes } from 'node:crypto';
import type { PhotoVariant } from '@campwise/domain';

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}-(thumb|medium|large)\.webp$/;

/** One random stem per photo, shared by its variants: `<stem>-thumb.webp`, `<stem>-large.webp`… */
export function newPhotoStem(): string {
  return randomBytes(16).toString('base64url');
}

export function photoKey(stem: string, variant: PhotoVariant): string {
  return `${stem}-${variant}.webp`;
}

/** Only keys this module makes: no slashes, dots or anything a path could be built from. */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The variant a key names (`…-thumb.webp` → thumb), or null for anything that is not a key. */
export function variantOfKey(key: string): PhotoVariant | null {
  return (KEY_PATTERN.exec(key)?.[1] as PhotoVariant | undefined) ?? null;
}

/**
 * Private files: a claim's proof documents (features/claims), kept apart from the photos
 * (private-file-storage.ts) and never served by /api/photos (no photo row names them); the claims
 * API serves them to who may see them.
 */
const PRIVATE_KEY_PATTERN = /^claims\/[A-Za-z0-9_-]{22}\.(pdf|jpg|png)$/;

/** Every key the storages write: photo variants and private files; the path-traversal guard. */
export function isStorageKey(key: string): boolean {
  return isPhotoKey(key) || PRIVATE_KEY_PATTERN.test(key);
}
