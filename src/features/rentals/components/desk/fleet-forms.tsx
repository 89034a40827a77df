'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { Button } from '@/components/ui/button';
import { LabelledOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { KeptFields, type KeptFieldSpec } from '@/components/ui/kept-field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import {
  addCartAction,
  addMaintenanceAction,
  moveBookingAction,
  removeMaintenanceAction,
  saveTurnaroundAction,
  setCartStatusAction,
  updateCartAction,
  type DeskFormState,
  type StrandedView,
} from '../../desk-actions';
import { maxTurnaroundHours } from '../../desk-forms';
import { choiceSelect, type Choice } from './desk-choice';
import { DeskForm } from './desk-form';

/**
 * The fleet page's forms: add a cart, change one, its workshop days, retire it or put it back,
 * and the turnaround setting. A change that would strand bookings lists them under the form,
 * each with the carts it could move to (a form of its own, since forms do not nest).
 */

export interface CartFormChoices {
  types: readonly Choice[];
  locations: readonly Choice[];
}

/** A cart's fields, for a new cart (`prefix` "new-cart") or one being changed (its values the start). */
const cartFields = (
  prefix: string,
  choices: CartFormChoices,
  initial?: { fleetNumber: string; type: string; location: string; notes: string },
): readonly KeptFieldSpec[] => {
  // The type and the showroom: one of the desk's choices, the first until another is chosen.
  const choiceField = (name: 'type' | 'location', label: string, options: readonly Choice[]) => ({
    id: `${prefix}-${name}`,
    name,
    label,
    initial: initial?.[name] ?? options[0]?.id,
    required: true,
    control: choiceSelect(options),
  });
  return [
    {
      id: `${prefix}-fleet-number`,
      name: 'fleetNumber',
      label: 'Fleet number',
      initial: initial?.fleetNumber,
      hint: 'As painted on the cart, e.g. SH4-09.',
      required: true,
      control: (control) => <input {...control} maxLength={12} autoCapitalize="characters" />,
    },
    choiceField('type', 'Type', choices.types),
    choiceField('location', 'Leaves from', choices.locations),
    {
      id: `${prefix}-notes`,
      name: 'notes',
      label: 'Notes',
      initial: initial?.notes,
      control: (control) => <input {...control} maxLength={1000} />,
    },
  ];
};

export function AddCartForm({ choices }: { choices: CartFormChoices }) {
  return (
    <DeskForm
      action={addCartAction}
      hidden={{}}
      submit="Add the cart"
      fieldNames={['fleetNumber', 'type', 'location', 'notes']}
    >
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptFields answer={state} fields={cartFields('new-cart', choices)} />
        </div>
      )}
    </DeskForm>
  );
}

export function CartEditForm({
  cart,
  choices,
}: {
  cart: { id: string; version: number; fleetNumber: string; type: string; location: string; notes: string };
  choices: CartFormChoices;
}) {
  return (
    <DeskForm
      action={updateCartAction}
      hidden={{ id: cart.id, version: cart.version }}
      submit="Save the cart"
      fieldNames={['fleetNumber', 'type', 'location', 'notes']}
      after={strandedAfter}
    >
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptFields answer={state} fields={cartFields(`cart-${cart.id}`, choices, cart)} />
        </div>
      )}
    </DeskForm>
  );
}

/** Under a fleet form: the bookings its change would strand, with their moves (forms cannot hold forms). */
const strandedAfter = (state: DeskFormState) =>
  state.stranded ? <StrandedBookings bookings={state.stranded} /> : null;

/** A cart's workshop days: the first and the last (today, until changed), and why. */
const workshopFields = (cartId: string, today: string): readonly KeptFieldSpec[] => {
  const day = (name: 'from' | 'to', label: string): KeptFieldSpec => ({
    id: `workshop-${name}-${cartId}`,
    name,
    label,
    initial: today,
    required: true,
    control: (control) => <input {...control} type="date" />,
  });
  return [
    day('from', 'First day'),
    day('to', 'Last day'),
    {
      id: `workshop-reason-${cartId}`,
      name: 'reason',
      label: 'Why',
      required: true,
      control: (control) => <input {...control} maxLength={120} />,
    },
  ];
};

export function MaintenanceForm({
  cartId,
  version,
  today,
}: {
  cartId: string;
  version: number;
  today: string;
}) {
  return (
    <DeskForm
      action={addMaintenanceAction}
      hidden={{ id: cartId, version }}
      submit="Add workshop days"
      fieldNames={['from', 'to', 'reason']}
      after={strandedAfter}
    >
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-3">
          <KeptFields answer={state} fields={workshopFields(cartId, today)} />
        </div>
      )}
    </DeskForm>
  );
}

export function RemoveMaintenanceForm({
  cartId,
  version,
  entryId,
  label,
}: {
  cartId: string;
  version: number;
  entryId: string;
  label: string;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<DeskFormState>(
    removeMaintenanceAction,
    {},
  );
  return (
    <form action={formAction} onSubmit={onSubmit} className="inline">
      <input type="hidden" name="id" value={cartId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="entry" value={entryId} />
      <Button type="submit" variant="ghost" size="sm" disabled={pending}>
        Remove<span className="sr-only"> {label}</span>
      </Button>
      <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
    </form>
  );
}

export function CartStatusForm({
  cartId,
  version,
  status,
  fleetNumber,
}: {
  cartId: string;
  version: number;
  status: 'active' | 'retired';
  fleetNumber: string;
}) {
  const next = status === 'active' ? 'retired' : 'active';
  return (
    <DeskForm
      action={setCartStatusAction}
      hidden={{ id: cartId, version, status: next }}
      after={strandedAfter}
    >
      {(_state, pending) => (
        <Button
          type="submit"
          variant={next === 'retired' ? 'ghost' : 'secondary'}
          size="sm"
          disabled={pending}
        >
          {next === 'retired' ? `Retire ${fleetNumber}` : `Put ${fleetNumber} back in service`}
        </Button>
      )}
    </DeskForm>
  );
}

/** One stranded booking's move to another cart, from the fleet page. */
function MoveStrandedForm({ booking }: { booking: StrandedView }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<DeskFormState>(moveBookingAction, {});
  const selectId = `move-${booking.id}`;
  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={booking.id} />
      <input type="hidden" name="version" value={booking.version} />
      <input type="hidden" name="from" value="fleet" />
      <KeptField
        answer={state}
        id={selectId}
        name="cart"
        label={`Move ${booking.reference} to`}
        initial={booking.moveTo[0]?.id}
      >
        {(control) => (
          <select {...control} className={`${control.className} w-auto`}>
            <LabelledOptions options={booking.moveTo} />
          </select>
        )}
      </KeptField>
      <Button type="submit" variant="secondary" size="sm" disabled={pending}>
        Move it
      </Button>
      <RefusalMessages
        answer={state}
        messages={[
          ...(state.errors?.form ?? []),
          ...(state.stale ? ['Not moved: the booking changed meanwhile. Reload the page.'] : []),
          ...(state.taken ? ['Not moved: that cart was taken meanwhile.', ...state.taken.inTheWay] : []),
        ]}
      />
    </form>
  );
}

/** The bookings a fleet change would leave without their cart, each with where it could go. */
export function StrandedBookings({ bookings }: { bookings: readonly StrandedView[] }) {
  return (
    <ul className="mt-3 space-y-3" data-testid="stranded-bookings">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-xl border border-danger bg-red-50 p-3">
          <p className="font-semibold">
            <a
              href={`/admin/rentals/bookings/${booking.id}`}
              className="text-brand-800 underline underline-offset-4"
            >
              {booking.reference}, {booking.renter}
            </a>
            : {booking.when}
          </p>
          {booking.note ? (
            <p className="mt-1 text-sm">{booking.note}</p>
          ) : booking.moveTo.length === 0 ? (
            <p className="mt-1 text-sm">No other cart of its type is free for its time: call the renter.</p>
          ) : (
            <MoveStrandedForm booking={booking} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function TurnaroundForm({ hours, version }: { hours: number; version: string }) {
  return (
    <VersionedSettingsForm action={saveTurnaroundAction} version={version} what="the turnaround">
      {(state) => (
        <KeptField
          answer={state}
          id="turnaround-hours"
          name="hours"
          label="Turnaround between a return and the next pickup (hours)"
          initial={String(hours)}
          hint={`Whole hours, 0 to ${maxTurnaroundHours}. New bookings, extensions and returns use it; bookings made already keep theirs.`}
          className="max-w-md"
          required
        >
          {(control) => (
            <input {...control} type="number" min={0} max={maxTurnaroundHours} inputMode="numeric" />
          )}
        </KeptField>
      )}
    </VersionedSettingsForm>
  );
}
