import Link from 'next/link';

/**
 * What a lead was stored for, when it is a booking (a booking is a lead answered at once): its kind,
 * reference and status, and its page at the desk for those whose desk it is (`href`, absent for
 * anyone else, who is told who sees it).
 */
export interface LeadBooked {
  /** "Rental booking", "Service booking". */
  what: string;
  reference: string;
  /** Its status as the desk words it ("Booked", "Checked in"). */
  status: string;
  href?: string;
  /** "the rental desk", where `href` leads. */
  desk: string;
  /** "the rentals team and managers", said to someone who may not open it. */
  seenBy: string;
}

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
