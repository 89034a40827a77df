'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { Button } from '@/components/ui/button';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
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
import { DeskForm } from './desk-form';

/**
 * The fleet page's forms: add a cart, change one, its workshop days, retire it or put it back,
 * and the turnaround setting. A change that would strand bookings lists them under the form,
 * each with the carts it could move to (a form of its own, since forms do not nest).
 */

export interface Choice {
  id: string;
  label: string;
}

export interface CartFormChoices {
  types: readonly Choice[];
  locations: readonly Choice[];
}

function CartFields({
  state,
  prefix,
  choices,
  initial,
}: {
  state: DeskFormState;
  prefix: string;
  choices: CartFormChoices;
  initial?: { fleetNumber: string; type: string; location: string; notes: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <KeptField
        answer={state}
        id={`${prefix}-fleet-number`}
        name="fleetNumber"
        label="Fleet number"
        initial={initial?.fleetNumber}
        hint="As painted on the cart, e.g. SH4-09."
        required
      >
        {(control) => <input {...control} maxLength={12} autoCapitalize="characters" />}
      </KeptField>
      <KeptField
        answer={state}
        id={`${prefix}-type`}
        name="type"
        label="Type"
        initial={initial?.type ?? choices.types[0]?.id}
        required
      >
        {(control) => (
          <select {...control}>
            <ChoiceOptions
              choices={choices.types.map((type) => type.id)}
              labels={Object.fromEntries(choices.types.map((type) => [type.id, type.label]))}
            />
          </select>
        )}
      </KeptField>
      <KeptField
        answer={state}
        id={`${prefix}-location`}
        name="location"
        label="Leaves from"
        initial={initial?.location ?? choices.locations[0]?.id}
        required
      >
        {(control) => (
          <select {...control}>
            <ChoiceOptions
              choices={choices.locations.map((location) => location.id)}
              labels={Object.fromEntries(choices.locations.map((location) => [location.id, location.label]))}
            />
          </select>
        )}
      </KeptField>
      <KeptField answer={state} id={`${prefix}-notes`} name="notes" label="Notes" initial={initial?.notes}>
        {(control) => <input {...control} maxLength={1000} />}
      </KeptField>
    </div>
  );
}

export function AddCartForm({ choices }: { choices: CartFormChoices }) {
  return (
    <DeskForm
      action={addCartAction}
      hidden={{}}
      submit="Add the cart"
      fieldNames={['fleetNumber', 'type', 'location', 'notes']}
    >
      {(state) => <CartFields state={state} prefix="new-cart" choices={choices} />}
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
      {(state) => <CartFields state={state} prefix={`cart-${cart.id}`} choices={choices} initial={cart} />}
    </DeskForm>
  );
}

/** Under a fleet form: the bookings its change would strand, with their moves (forms cannot hold forms). */
const strandedAfter = (state: DeskFormState) =>
  state.stranded ? <StrandedBookings bookings={state.stranded} /> : null;

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
          <KeptField
            answer={state}
            id={`workshop-from-${cartId}`}
            name="from"
            label="First day"
            initial={today}
            required
          >
            {(control) => <input {...control} type="date" />}
          </KeptField>
          <KeptField
            answer={state}
            id={`workshop-to-${cartId}`}
            name="to"
            label="Last day"
            initial={today}
            required
          >
            {(control) => <input {...control} type="date" />}
          </KeptField>
          <KeptField answer={state} id={`workshop-reason-${cartId}`} name="reason" label="Why" required>
            {(control) => <input {...control} maxLength={120} />}
          </KeptField>
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
            {booking.moveTo.map((cart) => (
              <option key={cart.id} value={cart.id}>
                {cart.label}
              </option>
            ))}
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
