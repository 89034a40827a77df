import Link from 'next/link';

import { bookingStatusLabels } from '../../booking';
import { bookingOfLead } from '../../server/rental-desk';

/**
 * On a lead's page, the rental booking it was stored for (a booking is a rental lead answered at
 * once): a link to it in the rental desk for those who may use the desk, its reference for others.
 */
export async function LeadBookingLink({ leadId, mayOpen }: { leadId: string; mayOpen: boolean }) {
  const booking = await bookingOfLead(leadId);
  if (!booking) return null;
  return (
    <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3" data-testid="lead-booking">
      Rental booking <strong>{booking.reference}</strong> ({bookingStatusLabels[booking.status].toLowerCase()}
      )
      {mayOpen ? (
        <>
          {': '}
          <Link
            href={`/admin/rentals/bookings/${booking.id}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            open it in the rental desk
          </Link>
        </>
      ) : (
        ': the rentals team and managers see it in the rental desk.'
      )}
    </p>
  );
}
