'use client';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';

import { maxDrivers } from '../../booking-schema';
import { bookForCallerAction } from '../../desk-actions';
import { callerBookingFields } from '../../desk-forms';
import { DeskForm } from './desk-form';
import type { Choice } from './fleet-forms';

/**
 * A booking taken on the phone: the public booking's fields (the same schema checks them on the
 * server), the renter's licence first and up to two more drivers, and the caller's agreement as
 * staff read it to them. Sent twice (a double click, a retry) it books once.
 */
export function CallerBookingForm({
  idempotencyKey,
  today,
  types,
  showrooms,
  towns,
  states,
}: {
  idempotencyKey: string;
  today: string;
  types: readonly Choice[];
  showrooms: readonly Choice[];
  towns: readonly Choice[];
  states: readonly Choice[];
}) {
  const options = (choices: readonly Choice[]) => (
    <ChoiceOptions
      choices={choices.map((choice) => choice.id)}
      labels={Object.fromEntries(choices.map((choice) => [choice.id, choice.label]))}
    />
  );
  return (
    <DeskForm
      action={bookForCallerAction}
      hidden={{ idempotencyKey }}
      submit="Book it"
      fieldNames={[...callerBookingFields, 'drivers']}
    >
      {(state) => (
        <>
          <fieldset className="card p-5">
            <legend className="px-1 text-lg font-bold">The rental</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <KeptField
                answer={state}
                id="caller-type"
                name="type"
                label="Cart"
                initial={types[0]?.id}
                required
              >
                {(control) => <select {...control}>{options(types)}</select>}
              </KeptField>
              <KeptField answer={state} id="caller-days" name="days" label="Days" initial="1" required>
                {(control) => <input {...control} type="number" min={1} max={30} inputMode="numeric" />}
              </KeptField>
              <KeptField
                answer={state}
                id="caller-start"
                name="start"
                label="Pickup date"
                initial={today}
                required
              >
                {(control) => <input {...control} type="date" min={today} />}
              </KeptField>
              <KeptField
                answer={state}
                id="caller-time"
                name="pickupTime"
                label="Pickup time"
                initial="10:00"
                hint="On the half hour, in opening hours."
                required
              >
                {(control) => <input {...control} type="time" step={1800} />}
              </KeptField>
              <KeptField
                answer={state}
                id="caller-showroom"
                name="showroom"
                label="Collected at"
                initial={showrooms[0]?.id}
              >
                {(control) => <select {...control}>{options(showrooms)}</select>}
              </KeptField>
              <KeptField
                answer={state}
                id="caller-town"
                name="town"
                label="Or delivered to"
                hint="A town chosen here is a delivery, from the nearest rental showroom."
              >
                {(control) => (
                  <select {...control}>
                    <option value="">No delivery: collected</option>
                    {options(towns)}
                  </select>
                )}
              </KeptField>
            </div>
          </fieldset>
          <fieldset className="mt-6 card p-5">
            <legend className="px-1 text-lg font-bold">The renter</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <KeptField answer={state} id="caller-first" name="firstName" label="First name" required>
                {(control) => <input {...control} autoComplete="off" maxLength={50} />}
              </KeptField>
              <KeptField answer={state} id="caller-last" name="lastName" label="Last name" required>
                {(control) => <input {...control} autoComplete="off" maxLength={50} />}
              </KeptField>
              <KeptField answer={state} id="caller-email" name="email" label="E-mail" required>
                {(control) => <input {...control} type="email" autoComplete="off" maxLength={254} />}
              </KeptField>
              <KeptField answer={state} id="caller-phone" name="phone" label="Phone" required>
                {(control) => <input {...control} type="tel" autoComplete="off" maxLength={30} />}
              </KeptField>
            </div>
          </fieldset>
          {Array.from({ length: maxDrivers }, (_, index) => (
            <fieldset key={index} className="mt-6 card p-5">
              <legend className="px-1 text-lg font-bold">
                {index === 0 ? 'Driver 1: the renter' : `Driver ${index + 1} (optional)`}
              </legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <KeptField
                  answer={state}
                  id={`caller-driver-${index}-name`}
                  name={`drivers.${index}.name`}
                  label="Full name as on the licence"
                  required={index === 0}
                >
                  {(control) => <input {...control} autoComplete="off" maxLength={80} />}
                </KeptField>
                <KeptField
                  answer={state}
                  id={`caller-driver-${index}-born`}
                  name={`drivers.${index}.dateOfBirth`}
                  label="Date of birth"
                  required={index === 0}
                >
                  {(control) => <input {...control} type="date" />}
                </KeptField>
                <KeptField
                  answer={state}
                  id={`caller-driver-${index}-licence`}
                  name={`drivers.${index}.licenceNumber`}
                  label="Licence number"
                  required={index === 0}
                >
                  {(control) => <input {...control} autoComplete="off" maxLength={20} />}
                </KeptField>
                <KeptField
                  answer={state}
                  id={`caller-driver-${index}-state`}
                  name={`drivers.${index}.licenceState`}
                  label="Issued by"
                  initial={index === 0 ? 'NJ' : ''}
                  required={index === 0}
                >
                  {(control) => (
                    <select {...control}>
                      <option value="">Choose the state</option>
                      {options(states)}
                    </select>
                  )}
                </KeptField>
                <KeptField
                  answer={state}
                  id={`caller-driver-${index}-expiry`}
                  name={`drivers.${index}.licenceExpiry`}
                  label="Licence valid until"
                  required={index === 0}
                >
                  {(control) => <input {...control} type="date" />}
                </KeptField>
              </div>
            </fieldset>
          ))}
          <fieldset className="mt-6 card p-5">
            <legend className="px-1 text-lg font-bold">The agreement</legend>
            <CheckboxField
              key={state.attempt}
              id="caller-accept"
              name="acceptAgreement"
              value="yes"
              label="I read the rental agreement to the caller and they agree to it"
              defaultChecked={state.values?.acceptAgreement === 'yes'}
              error={state.errors?.acceptAgreement?.[0]}
            />
            <KeptField
              answer={state}
              id="caller-signature"
              name="signature"
              label="The caller's full name, as their signature"
              hint="As they gave it: first and last name above."
              className="mt-4"
              required
            >
              {(control) => <input {...control} autoComplete="off" maxLength={120} />}
            </KeptField>
          </fieldset>
        </>
      )}
    </DeskForm>
  );
}
