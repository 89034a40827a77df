import { randomUUID } from 'node:crypto';

import type { Metadata } from 'next';
import Link from 'next/link';

import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { dealerToday } from '@/features/requests/request-dates';
import { StaffBookingForm } from '@/features/service/components/office-forms';
import { jobTypes, serviceLocationId, shopWindows } from '@/features/service/server/shop';
import { requireStaff } from '@/features/staff/server/current-staff';
import { smsConfigured } from '@/server/sms/twilio-sender';

export const metadata: Metadata = { title: { absolute: 'Book a service for a caller | Staff area' } };

/** A drop-off booked for a caller, through the same locked path as the public page. */
export default async function StaffServiceBookingPage() {
  await requireStaff('service.board');
  const location = await serviceLocationId();
  const [jobs, windows] = await Promise.all([jobTypes(), location ? shopWindows(location) : []]);
  return (
    <Container className="max-w-4xl py-8 sm:py-10">
      <Link href="/admin/service" className="text-sm font-semibold text-brand-800 underline">
        Back to the jobs
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Book a service for a caller</h1>
      <p className="mt-2 text-muted">
        The day and window must have room, as on the website, unless you book past capacity with a reason.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <StaffBookingForm
          jobs={jobs}
          windows={windows}
          today={dealerToday()}
          submissionKey={randomUUID()}
          textsOffered={smsConfigured()}
        />
      </Card>
    </Container>
  );
}
