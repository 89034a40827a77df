import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { returnSchema } from './desk-forms';

/** A return as the desk's form posts it, nothing found. */
const posted = (findings: Record<string, string>) => ({
  id: randomUUID(),
  version: '3',
  at: '2027-07-16T10:00',
  battery: '80',
  uncharged: '',
  smoke: '',
  petHair: '',
  cleaning: '',
  accessory: '',
  accessoryCost: '',
  damage: '',
  damageCost: '',
  notes: '',
  ...findings,
});

const messagesOf = (findings: Record<string, string>) => {
  const parsed = returnSchema.safeParse(posted(findings));
  const byField: Record<string, { message: string }[]> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    (byField[String(issue.path[0])] ??= []).push(issue);
  return byField;
};

describe('the return form', () => {
  it('says once what is wrong with a figure that is not one, not again as a rule it cannot meet', () => {
    expect(messagesOf({ cleaning: '-40' }).cleaning).toHaveLength(1);
    const damage = messagesOf({ damage: 'Cracked windscreen', damageCost: '1e5' });
    expect(damage.damageCost).toHaveLength(1);
    expect(damage.damage).toBeUndefined();
  });

  it('still asks for what a charge is, or what it costs, once both were read', () => {
    expect(messagesOf({ damage: 'Cracked windscreen' }).damageCost?.map((issue) => issue.message)).toEqual([
      'Enter what the repair costs.',
    ]);
    expect(messagesOf({ cleaning: '20' }).cleaning?.[0]?.message).toMatch(/^Cleaning is \$\d+ to \$\d+/);
  });
});
