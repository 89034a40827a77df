import 'server-only';

import type { Transaction } from 'kysely';
import type Stripe from 'stripe';

import type { Database } from '@/server/db/schema';

/** Holding a cart for sale (step 3): placeholder until the hold flow lands. */
export function applyVehicleHoldSession(
  _trx: Transaction<Database>,
  _session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status' | 'amount_total' | 'payment_intent'>,
  _at: string,
): Promise<string | undefined> {
  return Promise.resolve(undefined);
}

export function followUpVehicleHold(_holdId: string, _now: Date): Promise<void> {
  return Promise.resolve();
}

export function settleVehicleHolds(_now: Date): Promise<void> {
  return Promise.resolve();
}
