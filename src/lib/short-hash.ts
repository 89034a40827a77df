/**
 * A short fingerprint of a text (32-bit FNV-1a, base 36): what a picture's URL carries so the
 * picture can be cached forever and a changed picture gets a new URL. Not for security.
 */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
