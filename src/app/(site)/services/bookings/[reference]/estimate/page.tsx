import { ownBookingMetadata, openOwnBooking } from '@/features/bookings/components/booking-routes';
import { EstimateAnswerPage } from '@/features/service/components/own-booking-pages';
import { estimateForLink } from '@/features/service/server/estimates';

export const generateMetadata = ownBookingMetadata({
  title: 'Your Service Estimate',
  description: 'Approve or decline each line of the estimate for your cart.',
  path: (reference) => `/services/bookings/${reference}/estimate`,
});

/** One estimate round, opened with its own signed link: each line approved or declined, once. */
export default async function EstimatePage(props: PageProps<'/services/bookings/[reference]/estimate'>) {
  const { found, param } = await openOwnBooking(props, (reference, param) =>
    estimateForLink(reference, Number(param('round')), param('key')),
  );
  const answered = param('answered');
  return (
    <EstimateAnswerPage
      estimate={found}
      linkKey={param('key')}
      answer={answered === '1' ? 'recorded' : answered === 'refused' ? 'refused' : undefined}
    />
  );
}
