import { RefusalAlert } from '@/components/ui/refusal-alert';
import {
  BookingCard,
  DoneNote,
  NotDoneNote,
  OwnBookingFrame,
} from '@/features/bookings/components/booking-page';
import { ownBookingMetadata, openOwnBooking } from '@/features/bookings/components/booking-routes';
import { alreadyCancelledNote, cancelAnswerOf } from '@/features/bookings/own-booking-cancel';
import { confirmationWhere } from '@/features/bookings/server/booking-link';
import { RentalPaymentBox } from '@/features/payments/components/rental-payment-box';
import { rentalPaymentView } from '@/features/payments/server/rental-payments';
import { BookingDetails, ReturnStatementFacts } from '@/features/rentals/components/booking-details';
import { CancelBookingForm } from '@/features/rentals/components/cancel-booking-form';
import { bookingManagePage } from '@/features/rentals/server/booking-manage-page';

export const generateMetadata = ownBookingMetadata({
  title: 'Your Golf Cart Rental',
  description: 'Your rental booking: its dates, cart and charges, the signed agreement, and how to cancel.',
  path: (reference) => `/rentals/bookings/${reference}`,
});

/** A renter's own booking, opened with the key from their e-mail: no account, no other way in. */
export default async function BookingPage(props: PageProps<'/rentals/bookings/[reference]'>) {
  const { found: page, param } = await openOwnBooking(props, (reference, param) =>
    bookingManagePage(reference, param('key')),
  );
  const { booking, key, handover, refundNow, refundCents, files, returnStatement, paidAtDeskCents } = page;
  const payment = await rentalPaymentView(booking);
  const paymentParam = param('payment');
  const cancelled = cancelAnswerOf(param('cancelled'));
  // "Paid and booked." only while it is: the address back from Checkout, opened again once the
  // booking is cancelled, shows what the booking is now.
  const cameBack =
    param('paid') === '1'
      ? booking.status === 'booked'
        ? 'paid'
        : undefined
      : paymentParam === 'cancelled' || paymentParam === 'confirming'
        ? paymentParam
        : undefined;
  return (
    <OwnBookingFrame
      title={`Rental ${booking.reference}`}
      lead={`${booking.firstName}, here is your booking.`}
      layout="columns"
    >
      <div className="grid gap-6">
        {payment && <RentalPaymentBox payment={payment} cameBack={cameBack} />}
        {param('booked') === '1' && !payment && booking.status === 'booked' && (
          <DoneNote>Booked. A cart is set aside for you. {confirmationWhere(booking.email)}</DoneNote>
        )}
        {cancelled === 'done' && booking.status === 'cancelled' && (
          <DoneNote>Cancelled. {confirmationWhere(booking.email, 'cancellation')}</DoneNote>
        )}
        {cancelled === 'already' && booking.status === 'cancelled' && (
          <DoneNote>{alreadyCancelledNote}</DoneNote>
        )}
        {cancelled === 'refused' && (booking.status === 'out' || booking.status === 'returned') && (
          <NotDoneNote
            notDone="Not cancelled"
            why="the cart was handed over before your cancel reached us"
            callTo="change the rental"
          />
        )}
        {cancelled === 'changed' && booking.status === 'booked' && (
          <RefusalAlert answer={cancelled}>
            <p className="font-bold text-danger">
              Not cancelled: the refund changed while your page was open, as the pickup drew nearer.
            </p>
            <p className="mt-2">{refundNow} To cancel at that, tick the box and cancel again.</p>
          </RefusalAlert>
        )}
        <BookingCard title="Your rental">
          <div className="mt-5">
            <BookingDetails
              booking={booking}
              handover={handover}
              paidOnline={payment !== undefined}
              paidAtDeskCents={paidAtDeskCents}
            />
          </div>
          <ul className="mt-6 flex flex-wrap gap-3">
            <li>
              <a href={files.agreement} className="font-semibold text-brand-800 underline" download>
                The signed agreement (PDF)
              </a>
            </li>
            <li>
              <a href={files.calendar} className="font-semibold text-brand-800 underline" download>
                {booking.status === 'cancelled'
                  ? 'Take it off your calendar (.ics)'
                  : 'Add to your calendar (.ics)'}
              </a>
            </li>
          </ul>
        </BookingCard>
        {returnStatement && (
          <BookingCard title="Your return">
            <ReturnStatementFacts statement={returnStatement} />
          </BookingCard>
        )}
      </div>
      <BookingCard title="Cancel" className="h-fit p-5 sm:p-8">
        {booking.status === 'booked' && refundNow && (
          <>
            <p className="mt-3">{refundNow}</p>
            <div className="mt-4">
              <CancelBookingForm reference={booking.reference} bookingKey={key} refundCents={refundCents} />
            </div>
          </>
        )}
        {booking.status === 'pending' && (
          <p className="mt-3">
            Nothing is paid yet, so there is nothing to cancel: if you no longer want the cart, do not pay,
            and the booking is released by itself when the time to pay runs out.
          </p>
        )}
        {booking.status === 'cancelled' && <p className="mt-3">Cancelled. {page.refundCancelled}</p>}
        {booking.status === 'out' && (
          <p className="mt-3">The cart has been handed over: call us to change the rental.</p>
        )}
        {booking.status === 'returned' && (
          <p className="mt-3">The cart is back: there is nothing to cancel.</p>
        )}
      </BookingCard>
    </OwnBookingFrame>
  );
}
