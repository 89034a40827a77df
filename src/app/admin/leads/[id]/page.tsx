import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { LeadBookedLink } from '@/features/bookings/components/lead-booked-link';
import { LeadPage } from '@/features/leads/components/desk/lead-page';
import { leadRefusal } from '@/features/leads/lead-access';
import { leadPage, type LeadAnsweredAs } from '@/features/leads/server/lead-page';
import { findLead } from '@/features/leads/server/lead-queries';
import { leadHeldACart } from '@/features/payments/server/vehicle-holds';
import { rentalBookedOfLead } from '@/features/rentals/server/rental-desk';
import { serviceBookedOfLead } from '@/features/service/server/bookings';
import { may, mayWorkLead } from '@/features/staff/access';
import { notAllowedPath } from '@/features/staff/return-path';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Lead | Staff area' } };

/**
 * One lead, for whoever may work it: its owner, anyone while nobody owns it, and managers. A lead
 * stored for a rental or service booking links to it, and its reply speaks of the booking; a
 * buyer's who held a cart online is answered about the hold.
 */
export default async function LeadRoute({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const me = await requireStaff();
  const { id } = await params;
  const lead = await findLead(id);
  if (!lead) notFound();
  // Said as it is: the lead is someone else's now (passed on since the link was sent), or spam.
  if (!mayWorkLead(me, lead)) redirect(`${notAllowedPath}?lead=${leadRefusal(lead)}`);
  const [rental, service, held, query] = await Promise.all([
    rentalBookedOfLead(lead.id, may(me, 'rentals.desk')),
    serviceBookedOfLead(lead.id, may(me, 'service.board')),
    leadHeldACart(lead.id),
    searchParams,
  ]);
  const booked = rental ?? service;
  const answeredAs: LeadAnsweredAs | undefined = booked
    ? { kind: booked.cancelled ? 'cancelled' : 'booked', reference: booked.reference }
    : held
      ? { kind: 'hold' }
      : undefined;
  return (
    <LeadPage
      page={await leadPage(me, lead, query, answeredAs)}
      linked={booked && <LeadBookedLink booked={booked} />}
    />
  );
}
