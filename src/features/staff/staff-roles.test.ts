import { describe, expect, it } from 'vitest';

import { newStaffSchema } from './staff-roles';

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
