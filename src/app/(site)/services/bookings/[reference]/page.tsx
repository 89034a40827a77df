import { notFound } from 'next/navigation';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { formatCents } from '@/features/rentals/rental-price';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { CancelServiceForm } from '@/features/service/components/cancel-service-form';
import { JobTimeline } from '@/features/service/components/job-timeline';
import { ServiceBookingDetails } from '@/features/service/components/service-booking-details';
import { serviceManagePage } from '@/features/service/server/booking-manage-page';

export async function generateMetadata({ params }: PageProps<'/services/bookings/[reference]'>) {
  const { reference } = await params;
  return metadataFor({
    title: 'Your Service Booking',
    description:
      'Your service drop-off: the job, where your cart is, the estimate to approve, and how to cancel.',
    path: `/services/bookings/${encodeURIComponent(reference)}`,
    noIndex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** A customer's own service booking, opened with the key from their e-mail: no account, no other way in. */
export default async function ServiceBookingPage({
  params,
  searchParams,
}: PageProps<'/services/bookings/[reference]'>) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const page = await serviceManagePage(reference, first(query.key));
  if (!page) notFound();
  const { booking, key, events, workshop, calendar, estimate } = page;
  return (
    <>
      <PageHero
        title={`Service ${booking.reference}`}
        lead={`${booking.firstName}, here is your cart's service.`}
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          {first(query.booked) === '1' && (
            <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
              Booked. Your reference is {booking.reference}; the confirmation is on its way to {booking.email}
              .
            </p>
          )}
          {first(query.cancelled) === '1' && (
            <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
              Cancelled. The confirmation is on its way to {booking.email}.
            </p>
          )}
          <Card className="p-5 sm:p-8">
            <h2 className="text-2xl font-extrabold tracking-tight">Your booking</h2>
            <div className="mt-5">
              <ServiceBookingDetails booking={booking} workshop={workshop} />
            </div>
            <a href={calendar} className="mt-6 inline-block font-semibold text-brand-800 underline" download>
              Add to your calendar (.ics)
            </a>
          </Card>
          {estimate && (
            <Card className="p-5 sm:p-8">
              <h2 className="text-2xl font-extrabold tracking-tight">Your estimate</h2>
              <ul className="mt-4 grid gap-2 text-sm">
                {estimate.lines.map((line) => (
                  <li key={line.id} className="flex justify-between gap-4 border-b border-line/70 pb-2">
                    <span>{line.description}</span>
                    <span className="tabular-nums">
                      {formatCents(line.cents)}
                      {line.decision ? ` · ${line.decision === 'approved' ? 'Approved' : 'Declined'}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {estimate.link && (
                <a href={estimate.link} className="mt-4 inline-block font-semibold text-brand-800 underline">
                  Approve or decline each line
                </a>
              )}
            </Card>
          )}
        </div>
        <div className="grid h-fit gap-6">
          <Card className="p-5 sm:p-8">
            <h2 className="text-2xl font-extrabold tracking-tight">Where your cart is</h2>
            <div className="mt-4">
              <JobTimeline events={events} />
            </div>
          </Card>
          <Card className="p-5 sm:p-8">
            <h2 className="text-2xl font-extrabold tracking-tight">Cancel</h2>
            {booking.status === 'booked' ? (
              <>
                <p className="mt-3">Cancel any time before you drop the cart off; it costs nothing.</p>
                <div className="mt-4">
                  <CancelServiceForm reference={booking.reference} bookingKey={key} />
                </div>
              </>
            ) : (
              <p className="mt-3">
                {booking.status === 'cancelled'
                  ? 'This booking is cancelled.'
                  : 'Your cart is with us: call us to change the job.'}
              </p>
            )}
          </Card>
        </div>
      </Container>
    </>
  );
}
