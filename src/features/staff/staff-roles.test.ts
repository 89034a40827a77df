import { describe, expect, it } from 'vitest';

import { newStaffSchema, ownNameSchema } from './staff-roles';

const person = { name: 'Sam Rivera', email: 'sam@example.com', mobile: '', role: 'sales' };

describe('a person added to the staff', () => {
  it('has a name of one line, without a line break or a mark that reverses what staff read', () => {
    expect(newStaffSchema.safeParse(person).success).toBe(true);
    const messages = (name: string) =>
      newStaffSchema.safeParse({ ...person, name }).error?.issues.map((issue) => issue.message);
    expect(messages('Sam\u2029Rivera')).toEqual(['The name must be on one line, without line breaks']);
    expect(messages('Sam \u202emoc.elpmaxe@mas')).toEqual([
      'The name must not hold control characters or invisible direction marks',
    ]);
  });
});

describe('the name a person gives themselves on Your account', () => {
  it('is one line too: customers read it under the replies they are sent', () => {
    const messages = (name: string) =>
      ownNameSchema.safeParse({ name }).error?.issues.map((issue) => issue.message);
    expect(ownNameSchema.parse({ name: '  Sam Rivera ' })).toEqual({ name: 'Sam Rivera' });
    expect(messages('Sam\nRivera')).toEqual(['The name must be on one line, without line breaks']);
    expect(messages('Sam \u202emoc.elpmaxe@mas')).toEqual([
      'The name must not hold control characters or invisible direction marks',
    ]);
    expect(messages(' ')).toEqual(['Enter your name.']);
  });
});
