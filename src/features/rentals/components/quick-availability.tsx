import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { Container } from '@/components/ui/section';
import type { Municipality } from '@/content/municipalities';
import { cartTypes, rentalPolicy } from '@/content/rental-plans';

import { TownOptions } from './town-options';

/**
 * The first thing a renter on a phone meets under the hero: cart, pickup date, days and town, in
 * four controls, asking the booking page what is free and what it costs (a plain GET form, so the
 * page it sits on stays one cached page for everyone). The booking page refines the time, the
 * drivers and the showroom.
 */
export function QuickAvailability({ town, today }: { town?: Municipality; today: string }) {
  return (
    <section aria-labelledby="quick-availability-heading" className="bg-surface py-4 sm:py-8">
      <Container>
        <form
          method="get"
          action="/rentals/book#availability"
          className="card grid grid-cols-2 gap-3 p-4 sm:p-5 lg:grid-cols-[1.3fr_1fr_0.6fr_1.3fr_auto] lg:items-end"
        >
          <h2
            id="quick-availability-heading"
            className="col-span-2 text-base font-bold sm:text-lg lg:col-span-5"
          >
            Is a cart free? See the price now
          </h2>
          <label className="col-span-2 text-sm font-semibold lg:col-span-1">
            Cart
            <select name="type" defaultValue={cartTypes[0]?.id} className={controlClass}>
              {cartTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.title}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold">
            Pickup date
            <input type="date" name="start" min={today} required className={controlClass} />
          </label>
          <label className="text-sm font-semibold">
            Days
            <input
              type="number"
              name="days"
              inputMode="numeric"
              min={1}
              max={rentalPolicy.maximumRentalDays}
              defaultValue={3}
              required
              className={controlClass}
            />
          </label>
          <label className="col-span-2 text-sm font-semibold lg:col-span-1">
            Deliver to
            <select name="town" defaultValue={town?.slug ?? ''} className={controlClass}>
              <TownOptions noDelivery="Collect it at a showroom" />
            </select>
          </label>
          <Button type="submit" className="col-span-2 lg:col-span-1">
            Check availability
          </Button>
        </form>
      </Container>
    </section>
  );
}
