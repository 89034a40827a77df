/**
 * Money that changes hands at the rental desk, and what is still to take or give back there. The
 * rent not paid online and a deposit taken at the desk are taken at the check-out; days added
 * while the cart is out are taken before it comes back; after the return, a deposit taken at the
 * desk goes back less the charges, and charges beyond what any deposit covers are taken. Payments
 * online are src/features/payments' own; this counts only what they leave to the desk.
 */
import { listInWords } from '@/content/list-in-words';
import { labelledChoices } from '@/lib/labelled-choices';

import { depositAtPickup, type Booking } from './booking';
import { formatCents } from './rental-price';
import { depositOutcome } from './return-charges';

export const { choices: counterKinds, labels: counterKindLabels } = labelledChoices({
  rent: 'Rent',
  deposit: 'Deposit taken',
  'deposit-back': 'Deposit given back',
  charges: 'Return charges',
});
export type CounterKind = (typeof counterKinds)[number];

/** Where the desk's counter form of a kind stands on the booking's page, and its post without JavaScript lands. */
export const counterAnchor = (kind: CounterKind) => `counter-${kind}`;

/** What each kind is, after an amount: "$65 of the rent". */
export const counterKindOf: Record<CounterKind, string> = {
  rent: 'the rent',
  deposit: 'the deposit',
  'deposit-back': 'the deposit to give back',
  charges: "the return's charges",
};

export const { choices: counterMethods, labels: counterMethodLabels } = labelledChoices({
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
});
export type CounterMethod = (typeof counterMethods)[number];

export interface CounterPayment {
  id: string;
  kind: CounterKind;
  cents: number;
  method: CounterMethod;
  /** The staff member's e-mail. */
  by: string;
  at: string;
}

/** Something still to take from the renter (`take`) or to give back to them (`give`). */
export interface CounterDue {
  kind: CounterKind;
  cents: number;
  direction: 'take' | 'give';
}

type AccountedBooking = Pick<
  Booking,
  'status' | 'totalCents' | 'depositCents' | 'paidOnline' | 'returnDetails' | 'chargesCents'
>;

/** What was recorded of one kind, in cents. */
export const recordedCents = (
  payments: readonly Pick<CounterPayment, 'kind' | 'cents'>[],
  kind: CounterKind,
) => payments.filter((payment) => payment.kind === kind).reduce((sum, payment) => sum + payment.cents, 0);

/**
 * What the desk is still to take or give back, in the order it happens: nothing before the
 * check-out asks for (`atCheckOut`), the rent and the deposit then, and after the return what the
 * deposit leaves. A cancelled booking has had nothing taken at the desk: a cancel is only open
 * before the pickup.
 */
export function counterDues(booking: AccountedBooking, payments: readonly CounterPayment[]): CounterDue[] {
  if (booking.status === 'pending' || booking.status === 'cancelled') return [];
  const dues: CounterDue[] = [];
  const due = (kind: CounterKind, cents: number, direction: CounterDue['direction'] = 'take') => {
    const left = cents - recordedCents(payments, kind);
    if (left > 0) dues.push({ kind, cents: left, direction });
  };
  due('rent', booking.totalCents - (booking.paidOnline?.paidCents ?? 0));
  const desk = depositAtPickup(booking);
  if (booking.status !== 'returned') {
    if (desk) due('deposit', booking.depositCents);
    return dues;
  }
  const charges = booking.chargesCents ?? 0;
  const depositBy = booking.returnDetails?.depositBy ?? 'desk';
  if (depositBy === 'desk') {
    // What was taken at the check-out is what comes back, less the charges.
    const { refundCents, owedCents } = depositOutcome(recordedCents(payments, 'deposit'), charges);
    due('deposit-back', refundCents, 'give');
    due('charges', owedCents);
  } else if (depositBy === 'none') due('charges', charges);
  // A hold or a saved card covers the charges up to the deposit, taken on the desk's Paid online card.
  else due('charges', depositOutcome(booking.depositCents, charges).owedCents);
  return dues;
}

/**
 * What a page listed as due ("rent:24500,deposit:32500", "" for nothing), sent back with the
 * check-out: the server takes what staff saw and ticked, or refuses when it changed meanwhile.
 */
export const duesShown = (dues: readonly CounterDue[]): string =>
  dues.map((due) => `${due.kind}:${due.cents}`).join(',');

/** "the $245 rent and the $325 deposit": what a check-out takes, as the desk says it. */
export function duesSaid(dues: readonly CounterDue[]): string {
  const said = dues.map((due) =>
    due.kind === 'rent' ? `the ${formatCents(due.cents)} rent` : `the ${formatCents(due.cents)} deposit`,
  );
  return listInWords(said);
}

/** A booking's history line for a payment: "Took $245 rent at the counter by cash". */
export function counterPaymentLine(payment: Pick<CounterPayment, 'kind' | 'cents' | 'method'>): string {
  const amount = formatCents(payment.cents);
  const how = `by ${counterMethodLabels[payment.method].toLowerCase()}`;
  switch (payment.kind) {
    case 'rent':
      return `Took ${amount} rent at the counter ${how}`;
    case 'deposit':
      return `Took the ${amount} deposit at the counter ${how}`;
    case 'deposit-back':
      return `Gave back ${amount} of the deposit ${how}`;
    case 'charges':
      return `Took ${amount} of the return's charges at the counter ${how}`;
  }
}
