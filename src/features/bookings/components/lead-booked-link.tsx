import Link from 'next/link';

import type { LeadBooked } from '../lead-booked';

/** On a lead's page, the booking it was stored for: a link to it, or its reference for others. */
export function LeadBookedLink({ booked }: { booked: LeadBooked }) {
  return (
    <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3" data-testid="lead-booking">
      {booked.what} <strong>{booked.reference}</strong> ({booked.status.toLowerCase()})
      {booked.href ? (
        <>
          {': '}
          <Link href={booked.href} className="font-semibold text-brand-800 underline underline-offset-4">
            open it in {booked.desk}
          </Link>
        </>
      ) : (
        `: ${booked.seenBy} see it in ${booked.desk}.`
      )}
    </p>
  );
}
