import 'server-only';

// The 10,000 most common passwords, most common first, lower case: zxcvbn's list (see
// common-passwords.LICENSE.txt beside it). Kept on the server: it is 100 KB.
import commonPasswords from './common-passwords.json';

/**
 * The one rule for a new staff password, wherever it is chosen: the set-password link (welcome
 * and forgotten), `npm run staff:add`, `staff:password` and ADMIN_PASSWORD.
 */
export const minimumPasswordLength = 10;
const maximumPasswordLength = 500;

const common = new Set<string>(commonPasswords);

/** Why a new password is refused, in the words the forms show; undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength)
    return `Choose a password of at least ${minimumPasswordLength} characters.`;
  if (password.length > maximumPasswordLength) return 'Choose a shorter password.';
  // The list is lower case: "Password123" is as common as "password123".
  if (common.has(password.normalize('NFKC').toLowerCase()))
    return 'That password is on the list of the most common passwords; choose another.';
  return undefined;
}
