import { describe, expect, it } from 'vitest';

import { linkedBy, surelySamePerson } from './linked-leads';

const pat = { firstName: 'Pat', lastName: 'Lee', email: 'Pat.Lee@example.com', phoneE164: '+17325550188' };

describe('who another lead is', () => {
  it('takes the same e-mail, however capitalised, for the same person', () => {
    const other = { ...pat, firstName: 'P.', email: 'pat.lee@EXAMPLE.com', phoneE164: null };
    expect(linkedBy(pat, other)).toBe('e-mail');
    expect(surelySamePerson(pat, other)).toBe(true);
  });

  it('takes the same phone for the same person only under the same name', () => {
    const sameName = { ...pat, firstName: ' pat', lastName: 'LEE ', email: 'pat@work.example.com' };
    expect(linkedBy(pat, sameName)).toBe('phone');
    expect(surelySamePerson(pat, sameName)).toBe(true);
    // An office or household line: another name on the same number is not taken for them.
    const colleague = {
      firstName: 'Bob',
      lastName: 'Lee',
      email: 'bob@work.example.com',
      phoneE164: pat.phoneE164,
    };
    expect(linkedBy(pat, colleague)).toBe('phone');
    expect(surelySamePerson(pat, colleague)).toBe(false);
  });

  it('takes nobody for an erased lead, whose e-mail is empty', () => {
    const erased = { firstName: 'Erased', lastName: '', email: '', phoneE164: null };
    expect(surelySamePerson(erased, { ...erased })).toBe(false);
  });
});
