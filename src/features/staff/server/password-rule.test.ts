import { describe, expect, it } from 'vitest';

import commonPasswords from './common-passwords.json';
import { minimumPasswordLength, passwordProblem } from './password-rule';

const onTheList = 'That password is on the list of the most common passwords; choose another.';
/** The most common passwords long enough to pass the length rule: the ones the list is for. */
const longCommon = commonPasswords.filter((password) => password.length >= minimumPasswordLength);

describe('a new staff password', () => {
  it('is refused when it is on the list of the most common passwords, in any letter case', () => {
    expect(longCommon.length).toBeGreaterThan(100);
    for (const password of [longCommon[0]!, longCommon.at(-1)!, longCommon[0]!.toUpperCase()])
      expect(passwordProblem(password)).toBe(onTheList);
  });

  it('is refused when shorter than the minimum, and taken when long and uncommon', () => {
    expect(passwordProblem('x'.repeat(minimumPasswordLength - 1))).toBe(
      `Choose a password of at least ${minimumPasswordLength} characters.`,
    );
    expect(passwordProblem('gravel cart at the 9th hole')).toBeUndefined();
  });
});
