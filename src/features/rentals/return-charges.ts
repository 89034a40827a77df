/**
 * What a returned rental costs beyond its rent, from the rental policy's table
 * (src/content/rental-plans.ts), and when the deposit is due back. One module for the return
 * form (which shows each figure beside its control) and the server (which works the charges out
 * again from what was sent, never from a total the browser sends).
 */
import { rentalPolicy } from '@/content/rental-plans';
import { addDays, formatRequestDate, weekdayOf } from '@/features/requests/request-dates';

import type { Booking, ReturnCharge } from './booking';
import { formatCents, toCents } from './rental-price';
import { hourMs } from './rental-time';

/** What staff find when the cart comes back: each a tick or a figure of the return form. */
export interface ReturnFindings {
  /** Returned with a flat or nearly flat battery. */
  uncharged: boolean;
  /** Cleaning charged, in cents: 0 for none, else within the policy's minimum and maximum. */
  cleaningCents: number;
  smoke: boolean;
  petHair: boolean;
  /** A missing accessory and its replacement cost, in cents. */
  accessory: { what: string; costCents: number } | null;
  /** Damage and its repair cost, in cents. */
  damage: { what: string; repairCents: number } | null;
}

export const noFindings: ReturnFindings = {
  uncharged: false,
  cleaningCents: 0,
  smoke: false,
  petHair: false,
  accessory: null,
  damage: null,
};

/** Hours late, each begun hour counted: the return time against the time the cart was due. */
export function hoursLate(dueMs: number, returnedMs: number): number {
  return Math.max(0, Math.ceil((returnedMs - dueMs) / hourMs));
}

const p = rentalPolicy;

/** The charges of a return, in the policy's order; none for a cart back on time, clean and charged. */
export function returnCharges(dueMs: number, returnedMs: number, findings: ReturnFindings): ReturnCharge[] {
  const charges: ReturnCharge[] = [];
  const late = hoursLate(dueMs, returnedMs);
  if (late > 0)
    charges.push({
      label: `Late return, ${late} ${late === 1 ? 'hour' : 'hours'} at ${formatCents(toCents(p.lateReturnPerHour))}`,
      cents: late * toCents(p.lateReturnPerHour),
    });
  if (findings.uncharged) charges.push({ label: 'Returned uncharged', cents: toCents(p.unchargedReturnFee) });
  if (findings.cleaningCents > 0) charges.push({ label: 'Cleaning', cents: findings.cleaningCents });
  if (findings.smoke) charges.push({ label: 'Smoke odour', cents: toCents(p.smokeOdorFee) });
  if (findings.petHair) charges.push({ label: 'Pet hair', cents: toCents(p.petHairFee) });
  if (findings.accessory)
    charges.push({
      label: `Missing accessory (${findings.accessory.what}): ${formatCents(findings.accessory.costCents)} replacement and ${formatCents(toCents(p.missingAccessoryFee))} fee`,
      cents: findings.accessory.costCents + toCents(p.missingAccessoryFee),
    });
  if (findings.damage)
    charges.push({
      label: `Damage (${findings.damage.what}): ${formatCents(findings.damage.repairCents)} repair and ${formatCents(toCents(p.minorDamageAdminFee))} admin fee`,
      cents: findings.damage.repairCents + toCents(p.minorDamageAdminFee),
    });
  return charges;
}

export const chargesTotal = (charges: readonly ReturnCharge[]) =>
  charges.reduce((sum, charge) => sum + charge.cents, 0);

/**
 * The business days within which the deposit is refunded, read from the policy's words ("within
 * 3-5 business days"): the last of them is when it is due.
 */
export function depositRefundBusinessDays(words: string = p.depositRefund): number {
  const match =
    /(\d+)\s*(?:-|–|to)\s*(\d+)\s*business days/i.exec(words) ?? /(\d+)\s*business days/i.exec(words);
  const days = Number(match?.[2] ?? match?.[1]);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`The deposit refund has no readable number of business days: ${words}`);
  return days;
}

/** The date the deposit is due back: that many business days (Monday to Friday) after the return date. */
export function depositRefundDue(returnDate: string, businessDays = depositRefundBusinessDays()): string {
  let date = returnDate;
  for (let counted = 0; counted < businessDays;) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return date;
}

/** The deposit less the charges: what goes back to the renter, and what is owed beyond it. */
export function depositOutcome(
  depositCents: number,
  chargesCents: number,
): { refundCents: number; owedCents: number } {
  return {
    refundCents: Math.max(0, depositCents - chargesCents),
    owedCents: Math.max(0, chargesCents - depositCents),
  };
}

/** Whether the counter has given back all of a refund there was to give (none due: nothing given). */
export function refundGivenBack(refundCents: number, givenBackCents: number): boolean {
  return refundCents > 0 && givenBackCents >= refundCents;
}

/**
 * The itemised statement the rental policy promises the renter once the cart is back: each charge
 * and its figure with the total (`rows`), or `none` when there is nothing to charge, and what the
 * deposit does (kept, in part or in full, and by when the rest is back with them). For their
 * e-mail and their booking's page; undefined before the return.
 */
export interface ReturnStatement {
  rows: (readonly [string, string])[];
  none?: string;
  deposit: string;
}

/** What the rental desk has since recorded at its counter: the deposit given back, charges paid. */
export interface SettledAtTheCounter {
  givenBackCents: number;
  /** The date the last of it was given back ("2027-07-14"). */
  givenBackOn?: string;
  chargesPaidCents: number;
}

export function returnStatement(
  booking: Pick<Booking, 'returnDetails' | 'chargesCents' | 'depositCents' | 'depositRefundDue'>,
  settled: SettledAtTheCounter = { givenBackCents: 0, chargesPaidCents: 0 },
): ReturnStatement | undefined {
  if (!booking.returnDetails) return undefined;
  const { charges, depositBy = 'desk' } = booking.returnDetails;
  const total = booking.chargesCents ?? chargesTotal(charges);
  const deposit = formatCents(booking.depositCents);
  const { refundCents, owedCents } = depositOutcome(booking.depositCents, total);
  const by = booking.depositRefundDue ? ` by ${formatRequestDate(booking.depositRefundDue)}` : '';
  const on = settled.givenBackOn ? ` on ${formatRequestDate(settled.givenBackOn)}` : '';
  // Once the desk has given the deposit back, or been paid what was owed, it is said as done.
  const givenBack = refundGivenBack(refundCents, settled.givenBackCents);
  const givenBackSoFar =
    settled.givenBackCents > 0 && !givenBack
      ? ` ${formatCents(settled.givenBackCents)} of it has been given back so far.`
      : '';
  const owedPaid = (owed: number) => owed > 0 && settled.chargesPaidCents >= owed;
  const owedBeyond = owedPaid(owedCents)
    ? `the ${formatCents(owedCents)} beyond it was paid at the desk.`
    : `${formatCents(owedCents)} is owed beyond it: we will call you about paying it.`;
  // A hold or a saved card took nothing at the pickup: only the charges are taken from it.
  const onTheCard = {
    hold:
      total === 0
        ? `Nothing is taken: the ${deposit} hold on your card is released.`
        : owedCents > 0
          ? `The ${deposit} hold on your card is taken towards them, and ${owedBeyond}`
          : refundCents === 0
            ? `The ${deposit} hold on your card is taken for them: nothing more is owed.`
            : `${formatCents(total)} is taken from the ${deposit} hold on your card; the other ${formatCents(refundCents)} is released.`,
    none:
      total === 0
        ? 'Nothing is charged.'
        : owedPaid(total)
          ? `The deposit is no longer held on your card; the ${formatCents(total)} was paid at the desk.`
          : `The deposit is no longer held on your card, so we will call you about paying the ${formatCents(total)}.`,
    card:
      total === 0
        ? 'Nothing is charged to your card for the deposit.'
        : owedCents > 0
          ? `${deposit}, the whole deposit, is charged to the card you paid with, and ${owedBeyond}`
          : `${formatCents(total)} is charged to the card you paid with, against the ${deposit} deposit; nothing more is taken.`,
  };
  return {
    rows:
      charges.length === 0
        ? []
        : [
            ...charges.map((charge) => [charge.label, formatCents(charge.cents)] as const),
            ['Charges in all', formatCents(total)] as const,
          ],
    ...(charges.length === 0 ? { none: 'No charges: the cart came back on time, clean and charged.' } : {}),
    deposit:
      depositBy !== 'desk'
        ? onTheCard[depositBy]
        : total === 0
          ? givenBack
            ? `Nothing is kept from your ${deposit} deposit: it was given back to you${on}.`
            : `Nothing is kept from your ${deposit} deposit: it is released or refunded to you${by}.${givenBackSoFar}`
          : owedCents > 0
            ? `Your ${deposit} deposit is kept towards them, and ${owedBeyond}`
            : refundCents === 0
              ? `Your ${deposit} deposit is kept for them: nothing more is owed.`
              : givenBack
                ? `${formatCents(total)} is kept from your ${deposit} deposit; the other ${formatCents(refundCents)} was given back to you${on}.`
                : `${formatCents(total)} is kept from your ${deposit} deposit; the other ${formatCents(refundCents)} is released or refunded to you${by}.${givenBackSoFar}`,
  };
}
