/**
 * When a reminder is news, for both reminder jobs (a service drop-off; a rental's pickup and
 * return). It goes the day before, from 9AM at the dealer, to a booking made at least 12 hours
 * earlier: one made since has its confirmation fresh. One that no server sent the day before goes on
 * the day itself, to a booking that was owed it then, while half an hour is left before what it
 * reminds of: at 09:59, "starts today" is no use for a 10:00 pickup.
 */

/** Reminders go out from this time (the dealer's), not in the night. */
export const remindersFrom = '09:00';

/** A booking made this close before a reminder needs none: its confirmation is fresh. */
const freshForMs = 12 * 60 * 60_000;

/** A reminder sent on the day leaves the customer at least this long to come. */
const timeToComeMs = 30 * 60_000;

const isoAt = (ms: number) => new Date(ms).toISOString();

/**
 * What a booking needs, at `nowMs`, to be reminded: made before `dayBeforeIfMadeBefore` for a
 * reminder of tomorrow; before `onTheDayIfMadeBefore` (12 hours before `todayStartsMs`, the
 * dealer's midnight) for one of today, whose pickup, return or drop-off window's end comes after
 * `comeByMs` (half an hour from now: the time to come).
 */
export function reminderThresholds(nowMs: number, todayStartsMs: number) {
  return {
    dayBeforeIfMadeBefore: isoAt(nowMs - freshForMs),
    onTheDayIfMadeBefore: isoAt(todayStartsMs - freshForMs),
    comeByMs: nowMs + timeToComeMs,
  };
}
