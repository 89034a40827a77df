import { describe, expect, it } from 'vitest';

import { addDays, dealerToday } from '@/features/requests/request-dates';

import { followUpHorizonDays, followUpSchema } from './lead-desk';

const id = '7c0e6a52-34f1-4d8e-9a3b-0f6f2b1c9d10';

/** The message the follow-up field is refused with, or undefined when the date is taken. */
function refusal(on: string): string | undefined {
  const parsed = followUpSchema.safeParse({ id, version: '3', on });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'on')?.message;
}

describe("a lead's follow-up date", () => {
  it('takes today, a date within the horizon, or nothing (clearing it)', () => {
    const today = dealerToday();
    expect(refusal(today)).toBeUndefined();
    expect(refusal(addDays(today, followUpHorizonDays))).toBeUndefined();
    expect(refusal('')).toBeUndefined();
  });

  it('refuses a date that does not exist, as a typed field or a post without JavaScript can send', () => {
    for (const on of ['9999-99-99', '0000-00-00', '2026-13-45', '2027-02-30', 'tomorrow'])
      expect(refusal(on)).toBe('Enter a date, e.g. 2026-12-01.');
  });

  it('refuses the past and beyond the horizon, once each', () => {
    const today = dealerToday();
    expect(refusal(addDays(today, -1))).toMatch(/past/);
    expect(refusal(addDays(today, followUpHorizonDays + 1))).toMatch(
      new RegExp(`within ${followUpHorizonDays} days`),
    );
    const parsed = followUpSchema.safeParse({ id, version: '3', on: '2026-02-30' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.filter((issue) => issue.path[0] === 'on')).toHaveLength(1);
  });
});
