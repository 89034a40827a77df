import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { receiveStripeWebhook } from '@/features/payments/server/stripe-webhook';
import { plainTextResponse } from '@/server/http/plain-response';
import { readBodyBytes } from '@/server/http/request-body';

/** Stripe's webhook: the raw body, checked against its signature before anything is applied. */
export async function POST(request: Request): Promise<Response> {
  if (!paymentsOnline()) return plainTextResponse(404, 'Payments are not configured here.');
  const bytes = await readBodyBytes(request, 512 * 1024);
  if (bytes === 'too-large') return plainTextResponse(413, 'Too large.');
  if (bytes === 'unreadable') return plainTextResponse(400, 'Could not read the request body.');
  const answer = await receiveStripeWebhook(bytes, request.headers.get('stripe-signature'));
  return plainTextResponse(answer.status, answer.text);
}
