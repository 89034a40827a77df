import 'server-only';

import { createHash } from 'node:crypto';

/**
 * A text's SHA-256 as 43 base64url characters: what is stored in place of a secret or a client's
 * address, and the fingerprint of a question or a file's shape that is compared, never read back.
 */
export const sha256Base64url = (text: string) => createHash('sha256').update(text).digest('base64url');
