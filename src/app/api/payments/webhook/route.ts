import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { receiveStripeWebhook } from '@/features/payments/server/stripe-webhook';
import { readBodyBytes } from '@/server/http/request-body';

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Stripe's webhook: the raw body, checked against its signature before anything is applied. */
export async function POST(request: Request): Promise<Response> {
  if (!paymentsOnline()) return plain(404, 'Payments are not configured here.');
  const bytes = await readBodyBytes(request, 512 * 1024);
  if (bytes === 'too-large') return plain(413, 'Too large.');
  if (bytes === 'unreadable') return plain(400, 'Could not read the request body.');
  const answer = await receiveStripeWebhook(bytes, request.headers.get('stripe-signature'));
  return plain(answer.status, answer.text);
}
