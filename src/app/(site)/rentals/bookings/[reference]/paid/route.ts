import { checkoutReturned } from '@/features/payments/server/rental-payments';
import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { bookingPath } from '@/features/rentals/server/booking-mail';
import { bookingForKey } from '@/features/rentals/server/bookings';
import { seeOther } from '@/server/http/plain-response';

/**
 * Where Stripe's Checkout sends the renter back after paying: the session is read from Stripe
 * (only if it is this booking's own) and applied, then the renter sees their booking. The address
 * it sends on to is made from the booking, never from the query.
 */
export async function GET(request: Request, { params }: RouteContext<'/rentals/bookings/[reference]/paid'>) {
  const { reference } = await params;
  const query = new URL(request.url).searchParams;
  const key = query.get('key') ?? '';
  const booking = /^[2-9A-Z]{6}$/.test(reference) && key ? await bookingForKey(reference, key) : undefined;
  if (!booking || !paymentsOnline()) return new Response('Not found', { status: 404 });
  const paid = await checkoutReturned(booking, query.get('session_id') ?? '');
  const cameBack = paid === 'unconfirmed' ? '&payment=confirming' : paid ? '&paid=1' : '';
  const page = `${bookingPath(booking)}?key=${encodeURIComponent(key)}${cameBack}`;
  return seeOther(page);
}
