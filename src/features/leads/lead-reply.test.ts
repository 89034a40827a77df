import { describe, expect, it } from 'vitest';

import { replySchema } from './lead-reply';

const reply = {
  id: '5f0c7a52-3e0b-4c1e-9a39-6d1f0c2b7e11',
  replyKey: '0b7e35a4-9d62-4f1a-8c55-2e4f6a7b8c90',
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

  it('is named by its page, so that sending it twice sends it once: a post without the name is out of date', () => {
    // A posted form reads a field it lacks as empty.
    expect(
      replySchema.safeParse({ ...reply, replyKey: '' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['This page is out of date: reload it and send again.']);
  });
});
