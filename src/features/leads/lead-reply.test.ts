import { describe, expect, it } from 'vitest';

import { replySchema } from './lead-reply';

const reply = {
  id: '5f0c7a52-3e0b-4c1e-9a39-6d1f0c2b7e11',
  subject: 'Your quote',
  body: 'Hello Dana,\nThanks.',
};
const messages = (subject: string) =>
  replySchema.safeParse({ ...reply, subject }).error?.issues.map((issue) => issue.message);

describe('a reply by e-mail', () => {
  it('has a subject of one line, whatever kind of line break or direction mark is pasted in', () => {
    expect(replySchema.safeParse(reply).success).toBe(true);
    expect(messages('Your quote\u2028Bcc: everyone@example.com')).toEqual(['Keep the subject on one line.']);
    expect(messages('Your quote \u2067ref K7Q2M9')).toEqual([
      'The subject must not hold control characters or invisible direction marks',
    ]);
  });
});
