'use client';

import type { ReactNode } from 'react';

import { LabelledOptions } from '@/components/ui/field';
import { KeptCheckbox, KeptField } from '@/components/ui/kept-field';
import { KeptFields, type KeptFieldSpec } from '@/components/ui/kept-field';

import { maxDrivers } from '../../booking-schema';
import { bookForCallerAction } from '../../desk-actions';
import { callerBookingFields } from '../../desk-forms';
import { choiceSelect, type Choice } from './desk-choice';
import { DeskForm } from './desk-form';

/** What the desk offers to choose from, as the page found it. */
interface CallerChoices {
  types: readonly Choice[];
  showrooms: readonly Choice[];
  towns: readonly Choice[];
  states: readonly Choice[];
}

/** The rental: which cart, when, for how long, and collected or delivered. */
const rentalFields = (
  today: string,
  firstPickup: { date: string; time: string },
  { types, showrooms, towns }: CallerChoices,
): readonly KeptFieldSpec[] => [
  {
    id: 'caller-type',
    name: 'type',
    label: 'Cart',
    initial: types[0]?.id,
    required: true,
    control: choiceSelect(types),
  },
  {
    id: 'caller-days',
    name: 'days',
    label: 'Days',
    initial: '1',
    required: true,
    control: (control) => <input {...control} type="number" min={1} max={30} inputMode="numeric" />,
  },
  {
    id: 'caller-start',
    name: 'start',
    label: 'Pickup date',
    initial: firstPickup.date,
    required: true,
    control: (control) => <input {...control} type="date" min={today} />,
  },
  {
    id: 'caller-time',
    name: 'pickupTime',
    label: 'Pickup time',
    initial: firstPickup.time,
    hint: 'On the half hour, in opening hours.',
    required: true,
    control: (control) => <input {...control} type="time" step={1800} />,
  },
  {
    id: 'caller-showroom',
    name: 'showroom',
    label: 'Collected at',
    initial: showrooms[0]?.id,
    control: choiceSelect(showrooms),
  },
  {
    id: 'caller-town',
    name: 'town',
    label: 'Or delivered to',
    hint: 'A town chosen here is a delivery, from the nearest rental showroom.',
    control: (control) => (
      <select {...control}>
        <LabelledOptions options={towns} empty="No delivery: collected" />
      </select>
    ),
  },
];

/**
 * The renter, each field required and none filled in by the browser: its memory is the staff
 * member's, not the caller's.
 */
const renterFields: readonly KeptFieldSpec[] = [
  { id: 'caller-first', name: 'firstName', label: 'First name', maxLength: 50 },
  { id: 'caller-last', name: 'lastName', label: 'Last name', maxLength: 50 },
  { id: 'caller-email', name: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
  { id: 'caller-phone', name: 'phone', label: 'Phone', type: 'tel', maxLength: 30 },
].map(({ type, maxLength, ...field }) => ({
  ...field,
  required: true,
  control: (control) => <input {...control} type={type} autoComplete="off" maxLength={maxLength} />,
}));

/** One driver's licence: the first driver is the renter and must be given; the others may be left empty. */
const driverFields = (index: number, states: readonly Choice[]): readonly KeptFieldSpec[] => {
  const field = (key: string, name: string) => ({
    id: `caller-driver-${index}-${key}`,
    name: `drivers.${index}.${name}`,
    required: index === 0,
  });
  return [
    {
      ...field('name', 'name'),
      label: 'Full name as on the licence',
      control: (control) => <input {...control} autoComplete="off" maxLength={80} />,
    },
    {
      ...field('born', 'dateOfBirth'),
      label: 'Date of birth',
      control: (control) => <input {...control} type="date" />,
    },
    {
      ...field('licence', 'licenceNumber'),
      label: 'Licence number',
      control: (control) => <input {...control} autoComplete="off" maxLength={20} />,
    },
    {
      ...field('state', 'licenceState'),
      label: 'Issued by',
      initial: index === 0 ? 'NJ' : '',
      control: (control) => (
        <select {...control}>
          <LabelledOptions options={states} empty="Choose the state" />
        </select>
      ),
    },
    {
      ...field('expiry', 'licenceExpiry'),
      label: 'Licence valid until',
      control: (control) => <input {...control} type="date" />,
    },
  ];
};

/** A card of the form: its legend, then its fields two to a row on a wide screen. */
function FieldGroup({
  legend,
  className,
  children,
}: {
  legend: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-lg font-bold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A booking taken on the phone: the public booking's fields (the same schema checks them on the
 * server), the renter's licence first and up to two more drivers, and the caller's agreement as
 * staff read it to them. Sent twice (a double click, a retry) it books once.
 */
export function CallerBookingForm({
  idempotencyKey,
  today,
  firstPickup,
  ...choices
}: CallerChoices & {
  idempotencyKey: string;
  today: string;
  /** Where the date and time open: the first pickup the first showroom can still take. */
  firstPickup: { date: string; time: string };
}) {
  return (
    <DeskForm
      action={bookForCallerAction}
      hidden={{ idempotencyKey }}
      submit="Book it"
      fieldNames={[...callerBookingFields, 'drivers']}
    >
      {(state) => (
        <>
          <FieldGroup legend="The rental" className="card p-5">
            <KeptFields answer={state} fields={rentalFields(today, firstPickup, choices)} />
          </FieldGroup>
          <FieldGroup legend="The renter" className="mt-6 card p-5">
            <KeptFields answer={state} fields={renterFields} />
          </FieldGroup>
          {Array.from({ length: maxDrivers }, (_, index) => (
            <FieldGroup
              key={index}
              legend={index === 0 ? 'The renter’s driving licence' : `Additional driver ${index} (optional)`}
              className="mt-6 card p-5"
            >
              <KeptFields answer={state} fields={driverFields(index, choices.states)} />
            </FieldGroup>
          ))}
          <fieldset className="mt-6 card p-5">
            <legend className="px-1 text-lg font-bold">The agreement</legend>
            <KeptCheckbox
              answer={state}
              id="caller-accept"
              name="acceptAgreement"
              value="yes"
              label="I read the rental agreement to the caller and they agree to it"
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
