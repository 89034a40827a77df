'use client';

import {
  KeptCheckbox,
  KeptField,
  type KeptControlProps,
  KeptFields,
  type KeptFieldSpec,
} from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useLandingAddress, useRefusableForm } from '@/components/ui/use-refusable-form';

import {
  counterAnchor,
  counterKinds,
  counterMethodLabels,
  counterMethods,
  duesSaid,
  duesShown,
  type CounterDue,
  type CounterKind,
} from '../../counter-account';
import {
  cancelBookingAction,
  checkOutAction,
  extendBookingAction,
  moveBookingAction,
  recordCounterPaymentAction,
  returnCartAction,
  type DeskFormState,
} from '../../desk-actions';
import { formatCents } from '../../rental-price';
import type { ReturnFees } from '../../server/booking-desk';
import { choiceSelect, type Choice } from './desk-choice';
import { DeskForm } from './desk-form';

/**
 * The booking page's forms: check-out, return, more days, another cart, cancel. Each sends the
 * version the page was opened at; the words and figures they show (the policy's fees, the refund
 * as of now) come from the page, worked out on the server.
 */

/** A return charge's tick box, showing after a refusal what was sent. */
const chargeBox = (state: DeskFormState, name: string, label: string) => (
  <KeptCheckbox answer={state} id={`return-${name}`} name={name} value="yes" label={label} className="mt-3" />
);

/** When the cart changed hands (now, until changed) and its battery then: how both handovers begin. */
const handoverFields = (
  form: 'checkout' | 'return',
  at: { label: string; now: string; hint?: string },
): readonly KeptFieldSpec[] => [
  {
    id: `${form}-at`,
    name: 'at',
    label: at.label,
    initial: at.now,
    hint: at.hint,
    required: true,
    control: (control) => <input {...control} type="datetime-local" />,
  },
  {
    id: `${form}-battery`,
    name: 'battery',
    label: 'Battery (%)',
    required: true,
    control: (control) => <input {...control} type="number" min={0} max={100} inputMode="numeric" />,
  },
];

const notesInput = (control: KeptControlProps) => <textarea {...control} rows={3} maxLength={1000} />;
const amountInput = (control: KeptControlProps) => <input {...control} inputMode="decimal" />;
const shortTextInput = (control: KeptControlProps) => <input {...control} maxLength={120} />;

/** What went missing or broke, each with what it costs to put right; the policy's fee is added. */
const replacementFields = (fees: ReturnFees): readonly KeptFieldSpec[] => [
  {
    id: 'return-accessory',
    name: 'accessory',
    label: 'Missing accessory',
    hint: `Replacement cost plus ${fees.missingAccessoryFee}.`,
    control: shortTextInput,
  },
  { id: 'return-accessory-cost', name: 'accessoryCost', label: 'Replacement cost ($)', control: amountInput },
  {
    id: 'return-damage',
    name: 'damage',
    label: 'Damage',
    hint: `Repair cost plus a ${fees.damageAdminFee} admin fee.`,
    control: shortTextInput,
  },
  { id: 'return-damage-cost', name: 'damageCost', label: 'Repair cost ($)', control: amountInput },
];

const methodChoices = counterMethods.map((method) => ({ id: method, label: counterMethodLabels[method] }));
const methodSelect = choiceSelect(methodChoices);

/**
 * What the check-out takes at the counter before the cart leaves (the rent not paid online, a
 * deposit taken at the desk), ticked as taken, with how the rent was paid; or that nothing is.
 */
function TakenAtCheckOut({ state, dues }: { state: DeskFormState; dues: readonly CounterDue[] }) {
  if (dues.length === 0)
    return (
      <p className="text-sm text-muted sm:col-span-2">
        Nothing to take at the counter: the rent and the deposit are covered online.
      </p>
    );
  const rent = dues.some((due) => due.kind === 'rent');
  const deposit = dues.some((due) => due.kind === 'deposit');
  return (
    <fieldset className="rounded-xl border border-line p-4 sm:col-span-2">
      <legend className="px-1 font-bold">At the counter</legend>
      <p className="text-sm">
        Take {duesSaid(dues)} before the cart leaves
        {deposit ? ", the deposit on the renter's credit card" : ''}.
      </p>
      {rent && (
        <KeptField
          answer={state}
          id="checkout-method"
          name="method"
          label="Rent paid by"
          initial="card"
          className="mt-3 max-w-xs"
          required
        >
          {methodSelect}
        </KeptField>
      )}
      <KeptCheckbox
        answer={state}
        id="checkout-taken"
        name="taken"
        value="yes"
        label={`Taken: ${duesSaid(dues)}`}
        className="mt-3"
      />
    </fieldset>
  );
}

export function CheckOutForm({
  bookingId,
  version,
  drivers,
  now,
  dues,
}: {
  bookingId: string;
  version: number;
  drivers: readonly string[];
  /** Now at the dealer, as the time control's starting value. */
  now: string;
  /** What is to be taken at the counter first. */
  dues: readonly CounterDue[];
}) {
  const rentDue = dues.some((due) => due.kind === 'rent');
  return (
    <DeskForm
      action={checkOutAction}
      // Without rent to take, how it was paid is not asked: the deposit is on a card.
      hidden={{ id: bookingId, version, dues: duesShown(dues), ...(rentDue ? {} : { method: 'card' }) }}
      submit="Check out"
      fieldNames={['at', 'battery', 'driver', 'notes', 'method', 'taken']}
    >
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptFields answer={state} fields={handoverFields('checkout', { label: 'Checked out at', now })} />
          <KeptField
            answer={state}
            id="checkout-driver"
            name="driver"
            label="Driver taking the cart"
            initial="0"
            required
          >
            {(control) => (
              <select {...control}>
                {drivers.map((name, index) => (
                  <option key={name} value={index}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </KeptField>
          <KeptField
            answer={state}
            id="checkout-notes"
            name="notes"
            label="Notes"
            hint="Scratches already there, accessories handed over."
            className="sm:col-span-2"
          >
            {notesInput}
          </KeptField>
          <TakenAtCheckOut state={state} dues={dues} />
        </div>
      )}
    </DeskForm>
  );
}

/** What a due is, in the counter form's words: "$65 of the rent to take". */
const dueWords: Record<CounterKind, string> = {
  rent: 'of the rent to take',
  deposit: 'of the deposit to take',
  'deposit-back': 'of the deposit to give back',
  charges: "of the return's charges to take",
};

/** One thing still due at the counter: how much (all of it unless changed), how, and recorded. */
export function CounterPaymentForm({
  bookingId,
  version,
  due,
}: {
  bookingId: string;
  version: number;
  due: CounterDue;
}) {
  const amount = (due.cents / 100).toFixed(2);
  return (
    <DeskForm
      action={recordCounterPaymentAction}
      landing={useLandingAddress(counterAnchor(due.kind))}
      hidden={{ id: bookingId, version, kind: due.kind }}
      submit={due.direction === 'give' ? 'Record as given back' : 'Record as taken'}
      submitVariant="secondary"
      fieldNames={['amount', 'method', 'kind']}
    >
      {(state) => (
        <>
          <p className="font-semibold">
            {formatCents(due.cents)} {dueWords[due.kind]}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <KeptField
              answer={state}
              id={`counter-${due.kind}-amount`}
              name="amount"
              label="Amount ($)"
              initial={amount}
              hint="Less when it is paid in parts."
              required
            >
              {amountInput}
            </KeptField>
            <KeptField
              answer={state}
              id={`counter-${due.kind}-method`}
              name="method"
              label={due.direction === 'give' ? 'Given back by' : 'Paid by'}
              initial="card"
              required
            >
              {methodSelect}
            </KeptField>
          </div>
        </>
      )}
    </DeskForm>
  );
}

/**
 * What became of a counter payment posted without JavaScript once someone else had recorded what
 * was due: the page comes back without that kind's form to say it in (`drawn`: the kinds whose
 * forms it has), so this reads each other kind's answer by the address its form lands at
 * (useActionState's permalink) and says it here.
 */
export function CounterSettledMeanwhile({ drawn }: { drawn: readonly CounterKind[] }) {
  return counterKinds
    .filter((kind) => !drawn.includes(kind))
    .map((kind) => <CounterKindAnswer key={kind} kind={kind} />);
}

function CounterKindAnswer({ kind }: { kind: CounterKind }) {
  const { state } = useRefusableForm<DeskFormState>(
    recordCounterPaymentAction,
    {},
    useLandingAddress(counterAnchor(kind)),
  );
  // A counter record's refusals are sentences (recordCounterPayment), a colleague's record named.
  return (
    <div id={counterAnchor(kind)}>
      <RefusalMessages
        answer={state}
        messages={refusalSentences(state.errors, { opening: 'Not recorded.' })}
      />
    </div>
  );
}

export function ReturnForm({
  bookingId,
  version,
  now,
  due,
  fees,
}: {
  bookingId: string;
  version: number;
  now: string;
  /** "Sat, Jul 17, 2027 at 9:30AM". */
  due: string;
  fees: ReturnFees;
}) {
  return (
    <DeskForm
      action={returnCartAction}
      hidden={{ id: bookingId, version }}
      submit="Record the return"
      fieldNames={[
        'at',
        'battery',
        'cleaning',
        'accessory',
        'accessoryCost',
        'damage',
        'damageCost',
        'notes',
      ]}
    >
      {(state) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <KeptFields
              answer={state}
              fields={handoverFields('return', {
                label: 'Returned at',
                now,
                hint: `Due back ${due}. Each begun hour later is ${fees.lateReturnPerHour}.`,
              })}
            />
          </div>
          <fieldset className="mt-5">
            <legend className="font-bold">Charges from the rental policy</legend>
            {chargeBox(state, 'uncharged', `Returned uncharged (${fees.uncharged})`)}
            <KeptField
              answer={state}
              id="return-cleaning"
              name="cleaning"
              label="Cleaning ($)"
              hint={`${fees.cleaningMin} to ${fees.cleaningMax}; leave empty for none.`}
              className="mt-3 max-w-xs"
            >
              {amountInput}
            </KeptField>
            {chargeBox(state, 'smoke', `Smoke odour (${fees.smoke})`)}
            {chargeBox(state, 'petHair', `Pet hair (${fees.petHair})`)}
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <KeptFields answer={state} fields={replacementFields(fees)} />
            </div>
          </fieldset>
          <KeptField answer={state} id="return-notes" name="notes" label="Notes" className="mt-4">
            {notesInput}
          </KeptField>
        </>
      )}
    </DeskForm>
  );
}

export function ExtendForm({
  bookingId,
  version,
  days,
  maxDays,
}: {
  bookingId: string;
  version: number;
  days: number;
  maxDays: number;
}) {
  return (
    <DeskForm
      action={extendBookingAction}
      hidden={{ id: bookingId, version }}
      submit="Extend"
      fieldNames={['days']}
      freeCartAction={(label) => `Extend on ${label}`}
    >
      {(state) => (
        <KeptField
          answer={state}
          id="extend-days"
          name="days"
          label="Days in all"
          initial={String(Math.min(days + 1, maxDays))}
          hint={`Booked for ${days} ${days === 1 ? 'day' : 'days'}; from the same pickup, up to ${maxDays}.`}
          className="max-w-xs"
          required
        >
          {(control) => <input {...control} type="number" min={days + 1} max={maxDays} inputMode="numeric" />}
        </KeptField>
      )}
    </DeskForm>
  );
}

export function MoveForm({
  bookingId,
  version,
  carts,
}: {
  bookingId: string;
  version: number;
  carts: readonly Choice[];
}) {
  if (carts.length === 0)
    return <p className="text-muted">No other cart of this type is free for its whole time.</p>;
  return (
    <DeskForm
      action={moveBookingAction}
      hidden={{ id: bookingId, version }}
      submit="Move to this cart"
      fieldNames={['cart']}
    >
      {(state) => (
        <KeptField
          answer={state}
          id="move-cart"
          name="cart"
          label="Free for its whole time"
          initial={carts[0]!.id}
        >
          {choiceSelect(carts)}
        </KeptField>
      )}
    </DeskForm>
  );
}

/** What cancelling does for the renter: e-mailed only while mail is on, refunded what they paid. */
function cancelHint(mailOn: boolean, refund: string | null): string {
  const renter = mailOn
    ? `The renter is e-mailed${refund ? ` and refunded ${refund}` : ''}. `
    : `Mail is not configured, so tell the renter${refund ? `: they are refunded ${refund}` : ''}. `;
  return `${renter}A cancelled booking cannot be restored.`;
}

export function CancelForm({
  bookingId,
  version,
  refund,
  mailOn,
}: {
  bookingId: string;
  version: number;
  /** What the renter is refunded; null when nothing was paid. */
  refund: string | null;
  mailOn: boolean;
}) {
  return (
    <DeskForm
      action={cancelBookingAction}
      hidden={{ id: bookingId, version }}
      submit="Cancel the booking"
      submitVariant="secondary"
      fieldNames={['confirm']}
    >
      {(state) => (
        <KeptCheckbox
          answer={state}
          id="cancel-confirm"
          name="confirm"
          value="yes"
          label="Yes, cancel it"
          hint={cancelHint(mailOn, refund)}
        />
      )}
    </DeskForm>
  );
}
