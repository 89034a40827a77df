import { ownBookingMetadata, openOwnBooking } from '@/features/bookings/components/booking-routes';
import { cancelAnswerOf } from '@/features/bookings/own-booking-cancel';
import { OwnServiceBooking } from '@/features/service/components/own-booking-pages';
import { serviceManagePage } from '@/features/service/server/booking-manage-page';

export const generateMetadata = ownBookingMetadata({
  title: 'Your Service Booking',
  description:
    'Your service drop-off: the job, where your cart is, the estimate to approve, and how to cancel.',
  path: (reference) => `/services/bookings/${reference}`,
});

/** A customer's own service booking, opened with the key from their e-mail: no account, no other way in. */
export default async function ServiceBookingPage(props: PageProps<'/services/bookings/[reference]'>) {
  const { found, param } = await openOwnBooking(props, (reference, param) =>
    serviceManagePage(reference, param('key')),
  );
  return (
    <OwnServiceBooking
      page={found}
      booked={param('booked') === '1'}
      cancelled={cancelAnswerOf(param('cancelled'))}
    />
  );
}
