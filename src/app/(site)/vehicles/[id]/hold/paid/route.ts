import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { holdCheckoutReturned } from '@/features/payments/server/vehicle-holds';
import { seeOther } from '@/server/http/plain-response';

/**
 * Where Stripe's Checkout sends a buyer back after paying a hold's deposit: the session is read
 * from Stripe (only if it is this hold's own) and applied, then the buyer sees their hold (on, or
 * being confirmed) on the cart's hold page; with no such hold, the cart's page. The address it
 * sends on to is the vehicle's, from the hold, never from the query.
 */
export async function GET(request: Request, { params }: RouteContext<'/vehicles/[id]/hold/paid'>) {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const hold = query.get('hold') ?? '';
  if (!paymentsOnline() || !/^[0-9a-f-]{36}$/.test(hold)) return new Response('Not found', { status: 404 });
  const vehicleId = await holdCheckoutReturned(hold, query.get('session_id') ?? '');
  const page = vehicleId
    ? `/vehicles/${encodeURIComponent(vehicleId)}/hold?returned=${hold}`
    : `/vehicles/${encodeURIComponent(id)}`;
  return seeOther(page);
}
