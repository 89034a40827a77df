import { createHmac } from 'node:crypto';

/**
 * An authenticator app, written from RFC 6238 and RFC 4648 here rather than taken from the
 * library the site uses, so a wrong setting on the site's side (digits, period, hash, encoding)
 * fails the tests instead of agreeing with itself.
 */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const character of clean) {
    const value = alphabet.indexOf(character);
    if (value < 0) throw new Error(`Not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The HOTP value (RFC 4226) of a raw key at a counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}

/** The 6-digit code an app shows for a base32 secret at a moment (30-second steps). */
export const totpCode = (secret: string, atMs = Date.now()) =>
  hotp(base32Bytes(secret), Math.floor(atMs / 1000 / 30));
