import { randomUUID } from 'node:crypto';

import type { Metadata } from 'next';

import { municipalities } from '@/content/municipalities';
import { cartTypes, rentalLocationIds } from '@/content/rental-plans';
import { usStates } from '@/content/us-states';
import { townName } from '@/features/places/town-copy';
import { CallerBookingForm } from '@/features/rentals/components/desk/caller-booking-form';
import { RentalsSubpage } from '@/features/rentals/components/desk/rentals-subpage';
import { showroomName } from '@/features/rentals/desk-words';
import { firstPickupAfter } from '@/features/rentals/rental-time';
import { dealerToday } from '@/features/requests/request-dates';
import { requireStaff } from '@/features/staff/server/current-staff';
import { mailConfigured, notEmailed } from '@/server/mail/transport';

export const metadata: Metadata = { title: { absolute: 'Book for a caller | Staff area' } };

/** A rental booked on the phone, through the same path and rules as the online booking. */
export default async function BookForCallerPage() {
  await requireStaff('rentals.desk');
  // The form opens on the first pickup the first showroom can still take, not a time gone by.
  const today = dealerToday();
  const firstPickup = firstPickupAfter({ locationId: rentalLocationIds[0] }) ?? {
    date: today,
    time: '',
  };
  return (
    <RentalsSubpage widthClass="max-w-4xl">
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Book for a caller</h1>
      <p className="mt-1 text-muted">
        The same checks as the online booking: a free cart is taken for them and the agreement is stored.{' '}
        {mailConfigured()
          ? 'The renter is e-mailed the confirmation.'
          : `${notEmailed('renter')}: the booking's page gives you the link to their own page to pass on.`}{' '}
        The booking is recorded as yours.
      </p>
      <div className="mt-6">
        <CallerBookingForm
          idempotencyKey={randomUUID()}
          today={today}
          firstPickup={firstPickup}
          types={cartTypes.map((type) => ({ id: type.id, label: type.title }))}
          showrooms={rentalLocationIds.map((id) => ({ id, label: showroomName(id) }))}
          towns={[...municipalities]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((town) => ({ id: town.slug, label: townName(town) }))}
          states={Object.entries(usStates).map(([id, name]) => ({ id, label: String(name) }))}
        />
      </div>
    </RentalsSubpage>
  );
}
