import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { holdCheckoutLeft } from '@/features/payments/server/vehicle-holds';
import { seeOther } from '@/server/http/plain-response';

/**
 * Where Stripe's Checkout sends a buyer who leaves it unpaid (its back link): the hold waiting for
 * their payment ends now, so the cart can be held again at once, then the cart's page. A payment
 * made meanwhile is applied instead. The address it sends on to is the vehicle's, from the hold.
 */
export async function GET(request: Request, { params }: RouteContext<'/vehicles/[id]/hold/back'>) {
  const { id } = await params;
  const hold = new URL(request.url).searchParams.get('hold') ?? '';
  if (!paymentsOnline() || !/^[0-9a-f-]{36}$/.test(hold)) return new Response('Not found', { status: 404 });
  const vehicleId = (await holdCheckoutLeft(hold)) ?? id;
  return seeOther(`/vehicles/${encodeURIComponent(vehicleId)}`);
}
