// A fresh Idempotency-Key for each purchase attempt (docs/api-pro.md: 1–255 visible ASCII).
// getRandomValues, unlike randomUUID, also works on a page served over plain http.
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
