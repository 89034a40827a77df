/**
 * A cancel sent from a customer's own link (a rental or a service drop-off), as the page drawn
 * afresh after it says it: done now, done before (from another tab, or by the desk: nothing new
 * happened and no second e-mail went), too late (handed over or checked in meanwhile), or not
 * done because its refund changed while the page was open (a rental's band passed).
 */
export type CancelAnswer = 'done' | 'already' | 'refused' | 'changed';

/** The `cancelled` parameter of the page's address for a cancel's outcome (rentals' and service's alike). */
export function cancelledParam(
  outcome: 'cancelled' | 'already' | 'too-late' | 'missing' | 'refund-changed',
): string {
  if (outcome === 'too-late') return 'refused';
  if (outcome === 'refund-changed') return 'changed';
  return outcome === 'already' ? 'already' : '1';
}

/** The answer a page's `cancelled` parameter names, or undefined for none. */
export function cancelAnswerOf(param: string | undefined): CancelAnswer | undefined {
  if (param === '1') return 'done';
  return param === 'already' || param === 'refused' || param === 'changed' ? param : undefined;
}

export const alreadyCancelledNote =
  'Already cancelled: this booking had been cancelled before, so nothing more was needed.';
