import { notFound } from 'next/navigation';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { RentalPaymentBox } from '@/features/payments/components/rental-payment-box';
import { rentalPaymentView } from '@/features/payments/server/rental-payments';
import { BookingDetails } from '@/features/rentals/components/booking-details';
import { CancelBookingForm } from '@/features/rentals/components/cancel-booking-form';
import { bookingManagePage } from '@/features/rentals/server/booking-manage-page';
import { metadataFor } from '@/features/seo/server/site-metadata';

export async function generateMetadata({ params }: PageProps<'/rentals/bookings/[reference]'>) {
  const { reference } = await params;
  return metadataFor({
    title: 'Your Golf Cart Rental',
    description: 'Your rental booking: its dates, cart and charges, the signed agreement, and how to cancel.',
    path: `/rentals/bookings/${encodeURIComponent(reference)}`,
    noIndex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** A renter's own booking, opened with the key from their e-mail: no account, no other way in. */
export default async function BookingPage({
  params,
  searchParams,
}: PageProps<'/rentals/bookings/[reference]'>) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const page = await bookingManagePage(reference, first(query.key));
  if (!page) notFound();
  const { booking, key, handover, refundNow, files } = page;
  const payment = await rentalPaymentView(booking);
  const cameBack =
    first(query.paid) === '1' ? 'paid' : first(query.payment) === 'cancelled' ? 'cancelled' : undefined;
  return (
    <>
      <PageHero title={`Rental ${booking.reference}`} lead={`${booking.firstName}, here is your booking.`} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          {payment && <RentalPaymentBox payment={payment} cameBack={cameBack} />}
          {first(query.booked) === '1' && !payment && (
            <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
              Booked. A cart is set aside for you; the confirmation is on its way to {booking.email}.
            </p>
          )}
          {first(query.cancelled) === '1' && (
            <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
              Cancelled. The confirmation is on its way to {booking.email}.
            </p>
          )}
          <Card className="p-5 sm:p-8">
            <h2 className="text-2xl font-extrabold tracking-tight">Your rental</h2>
            <div className="mt-5">
              <BookingDetails booking={booking} handover={handover} paidOnline={payment !== undefined} />
            </div>
            <ul className="mt-6 flex flex-wrap gap-3">
              <li>
                <a href={files.agreement} className="font-semibold text-brand-800 underline" download>
                  The signed agreement (PDF)
                </a>
              </li>
              <li>
                <a href={files.calendar} className="font-semibold text-brand-800 underline" download>
                  Add to your calendar (.ics)
                </a>
              </li>
            </ul>
          </Card>
        </div>
        <Card className="h-fit p-5 sm:p-8">
          <h2 className="text-2xl font-extrabold tracking-tight">Cancel</h2>
          {booking.status === 'booked' && refundNow && (
            <>
              <p className="mt-3">{refundNow}</p>
              <div className="mt-4">
                <CancelBookingForm reference={booking.reference} bookingKey={key} />
              </div>
            </>
          )}
          {booking.status === 'cancelled' && (
            <p className="mt-3">
              Cancelled. The refund under the rental policy for when it was cancelled is{' '}
              <strong>{page.refundCancelled}</strong>.
            </p>
          )}
          {(booking.status === 'out' || booking.status === 'returned') && (
            <p className="mt-3">The cart has been handed over: call us to change the rental.</p>
          )}
        </Card>
      </Container>
    </>
  );
}
