import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { LeadPage } from '@/features/leads/components/desk/lead-page';
import { leadPage } from '@/features/leads/server/lead-page';
import { findLead } from '@/features/leads/server/lead-queries';
import { LeadBookingLink } from '@/features/rentals/components/desk/lead-booking-link';
import { may, mayWorkLead } from '@/features/staff/access';
import { notAllowedPath } from '@/features/staff/return-path';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Lead | Staff area' } };

/** One lead, for whoever may work it: its owner, anyone while nobody owns it, and managers. */
export default async function LeadRoute({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const me = await requireStaff();
  const { id } = await params;
  const lead = await findLead(id);
  if (!lead) notFound();
  if (!mayWorkLead(me, lead)) redirect(notAllowedPath);
  return (
    <LeadPage
      page={await leadPage(me, lead, await searchParams)}
      linked={<LeadBookingLink leadId={lead.id} mayOpen={may(me, 'rentals.desk')} />}
    />
  );
}
