import { onlineRentalPayment } from '@/features/payments/server/rental-payments';
import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { answerBookingPost } from '@/features/rentals/server/booking-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

// With payments on, a booking waits for its payment and the answer carries the page to pay on.
export const POST = jsonOnFailure(async (request: Request) =>
  answerBookingPost(request, new Date(), paymentsOnline() ? onlineRentalPayment : undefined),
);
