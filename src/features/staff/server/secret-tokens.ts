import 'server-only';

import { randomBytes } from 'node:crypto';

import { sha256Base64url } from '@/server/security/digest';

/**
 * The secrets a staff member holds in a cookie or a link (a session, a password link): 256 random
 * bits, stored only as their SHA-256, so a leaked table cannot be replayed.
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = sha256Base64url;
