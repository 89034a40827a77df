import { randomUUID } from 'node:crypto';

import type { Metadata } from 'next';
import Link from 'next/link';

import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { dealerToday } from '@/features/requests/request-dates';
import { FreeDropOffs } from '@/features/service/components/free-drop-offs';
import { StaffBookingForm } from '@/features/service/components/office-forms';
import { serviceBookingPageData } from '@/features/service/server/booking-page';
import { serviceLocationId, shopWindows } from '@/features/service/server/shop';
import { requireStaff } from '@/features/staff/server/current-staff';
import { smsConfigured } from '@/server/sms/twilio-sender';

export const metadata: Metadata = { title: { absolute: 'Book a service for a caller | Staff area' } };

/** A drop-off booked for a caller, through the same locked path as the public page. */
export default async function StaffServiceBookingPage() {
  await requireStaff('service.board');
  const location = await serviceLocationId();
  const [{ jobs: withFirstFree }, windows] = await Promise.all([
    serviceBookingPageData(() => undefined),
    location ? shopWindows(location) : [],
  ]);
  return (
    <Container className="max-w-4xl py-8 sm:py-10">
      <Link href="/admin/service" className="text-sm font-semibold text-brand-800 underline">
        Back to the jobs
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Book a service for a caller</h1>
      <p className="mt-2 text-muted">
        The day and window must have room, as on the website, unless you book past capacity with a reason. A
        window that has begun can still be booked until it ends.
      </p>
      <FreeDropOffs jobs={withFirstFree} />
      <Card className="mt-6 p-5 sm:p-6">
        <StaffBookingForm
          jobs={withFirstFree.map(({ job }) => job)}
          windows={windows}
          today={dealerToday()}
          submissionKey={randomUUID()}
          textsOffered={smsConfigured()}
        />
      </Card>
    </Container>
  );
}
