import { describe, expect, it } from 'vitest';

import { refusalSentences } from './refusal-alert';

describe('the sentences of a refused form', () => {
  it('read as sentences when several fields are wrong, each message ended once', () => {
    expect(
      refusalSentences({
        form: ['Approve or decline every line of the estimate.'],
        first: ['Approve or decline “Solenoid, 48 V”'],
        second: ['Choose how the call went.'],
        third: ['Is this right?'],
      }),
    ).toEqual([
      'Approve or decline every line of the estimate.',
      'Not saved. Approve or decline “Solenoid, 48 V”. Choose how the call went. Is this right?',
    ]);
  });

  it('say nothing of the fields when only the form was refused', () => {
    expect(refusalSentences({ form: ['Sign in again.'] }, { opening: 'Not sent.' })).toEqual([
      'Sign in again.',
    ]);
  });
});
