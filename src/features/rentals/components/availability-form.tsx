import { Button } from '@/components/ui/button';
import { ChoiceOptions, Field, controlClass } from '@/components/ui/field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { locationById } from '@/content/dealer';
import { cartTypes, rentalLocationIds, rentalPolicy } from '@/content/rental-plans';
import { formatPrice } from '@/lib/format-price';
import { clockLabel } from '@/lib/opening-hours';

import { availabilityControlId, type AvailabilityValues } from '../availability-query';
import { pickupHoursWords } from '../rental-time';
import { TownOptions } from './town-options';

/** Every half hour a cart may change hands on some day; the server says which fit the day chosen. */
const clockTimes = Array.from({ length: 19 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const clockLabels = Object.fromEntries(clockTimes.map((time) => [time, clockLabel(time)]));

const pickupHours = pickupHoursWords(rentalLocationIds);

const showroomNames = Object.fromEntries(rentalLocationIds.map((id) => [id, locationById(id).name]));

const lowestDaily = (typeId: string) =>
  Math.min(...(cartTypes.find((type) => type.id === typeId)?.plans.map((plan) => plan.price) ?? [0]));

/**
 * "Is a cart free, and what does it cost?": a plain GET form to the booking page, so it works
 * without JavaScript, can be bookmarked and shared, and keeps every page it sits on cacheable.
 * Filled in with what was asked, each problem beside its field.
 */
export function AvailabilityForm({
  values,
  errors = {},
  today,
  submitLabel = 'Check availability',
}: {
  values: Partial<AvailabilityValues>;
  errors?: Partial<AvailabilityValues>;
  /** The dealer's date: the earliest pickup. */
  today: string;
  submitLabel?: string;
}) {
  const field = (name: keyof AvailabilityValues) => ({
    id: `availability-${name}`,
    name,
    error: errors[name],
  });
  const problems = Object.entries(errors).filter((entry): entry is [keyof AvailabilityValues, string] =>
    Boolean(entry[1]),
  );
  const controlOf = (name: keyof AvailabilityValues) => availabilityControlId(name, values.type);
  return (
    <form
      data-booking-question
      method="get"
      action="/rentals/book#availability"
      className="grid gap-4 sm:grid-cols-2"
    >
      {problems.length > 0 && (
        // The page comes back with the question's problems: said and focused first, each also
        // under its field.
        <RefusalAlert answer={problems.map(([, problem]) => problem).join('\n')} className="sm:col-span-2">
          <p className="font-bold text-danger">
            Check {problems.length === 1 ? 'this' : 'these'} and ask again:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map(([name, problem]) => (
              <li key={name}>
                <a href={`#${controlOf(name)}`} className="underline">
                  {problem}
                </a>
              </li>
            ))}
          </ul>
        </RefusalAlert>
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">Cart</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
          {cartTypes.map((type, index) => (
            <label
              key={type.id}
              htmlFor={`availability-type-${type.id}`}
              className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                id={`availability-type-${type.id}`}
                type="radio"
                name="type"
                value={type.id}
                defaultChecked={values.type ? values.type === type.id : index === 0}
                aria-describedby={errors.type ? 'availability-type-error' : undefined}
                className="row-span-2 mt-1 size-5 accent-brand-700"
              />
              <span className="font-bold">{type.title}</span>
              <span className="text-sm text-muted">
                {type.seats}, from {formatPrice(lowestDaily(type.id))} a day
              </span>
            </label>
          ))}
        </div>
        {errors.type && (
          <p id="availability-type-error" className="mt-1.5 text-sm font-semibold text-danger">
            {errors.type}
          </p>
        )}
      </fieldset>
      <Field {...field('start')} label="Pickup date" required>
        {(control) => (
          <input {...control} type="date" min={today} defaultValue={values.start} className={controlClass} />
        )}
      </Field>
      <Field {...field('time')} label="Pickup time" hint={pickupHours}>
        {(control) => (
          <select {...control} defaultValue={values.time || '10:00'} className={controlClass}>
            <ChoiceOptions choices={clockTimes} labels={clockLabels} />
          </select>
        )}
      </Field>
      <Field
        {...field('days')}
        label="Days"
        hint={`24-hour periods, up to ${rentalPolicy.maximumRentalDays}`}
        required
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={rentalPolicy.maximumRentalDays}
            defaultValue={values.days || '3'}
            className={controlClass}
          />
        )}
      </Field>
      <Field
        {...field('drivers')}
        label="Additional drivers"
        hint={`${formatPrice(rentalPolicy.additionalDriverFee)} each`}
      >
        {(control) => (
          <select {...control} defaultValue={values.drivers || '0'} className={controlClass}>
            {Array.from({ length: rentalPolicy.maximumAdditionalDrivers + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count === 0 ? 'None: only me' : count}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        {...field('town')}
        label="Deliver to"
        hint="Leave on “Collect it myself” to pick the cart up at a showroom."
      >
        {(control) => (
          <select {...control} defaultValue={values.town ?? ''} className={controlClass}>
            <TownOptions noDelivery="Collect it myself" />
          </select>
        )}
      </Field>
      <Field {...field('showroom')} label="Or collect at">
        {(control) => (
          <select
            {...control}
            defaultValue={values.showroom || rentalLocationIds[0]}
            className={controlClass}
          >
            <ChoiceOptions choices={rentalLocationIds} labels={showroomNames} />
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
