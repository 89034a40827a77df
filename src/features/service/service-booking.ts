/**
 * A service booking as the pages, the e-mails, the texts and the job board read it, and the
 * customer's estimate lines.
 */
import { labelledChoices } from '@/lib/labelled-choices';

import type { JobStatus } from './service-shop';

export interface ServiceBooking {
  id: string;
  reference: string;
  locationId: string;
  jobTypeId: string;
  jobName: string;
  minutes: number;
  priceCents: number | null;
  priceFrom: boolean;
  /** The drop-off day at the dealer: "2026-12-01". */
  date: string;
  windowId: string;
  windowLabel: string;
  windowStartsAt: string;
  windowEndsAt: string;
  promisedReadyMs: number;
  status: JobStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneE164: string | null;
  smsOptIn: boolean;
  cart: { brand: string; model: string; year: number | null; serial: string | null };
  notes: string;
  /** Why staff booked it past the day's capacity; null for a booking within it. */
  overCapacityReason: string | null;
  leadId: string | null;
  createdAt: string;
  createdBy: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  estimateRound: number;
  /** The job has been somewhere that moved the time promised at booking (see movesPromise). */
  promiseMoved: boolean;
  version: number;
}

/**
 * What a line is. Parts are to order or already in stock: only approved parts to order send the
 * job to wait for parts (lines stored before stock was told apart are "parts", to order).
 */
export const { choices: estimateLineKinds, labels: estimateLineKindLabels } = labelledChoices({
  labour: 'Labour',
  parts: 'Parts to order',
  'parts-in-stock': 'Parts in stock',
});
export type EstimateLineKind = (typeof estimateLineKinds)[number];

export interface EstimateLine {
  id: string;
  /** The round it was sent in; null while a draft staff have not sent. */
  round: number | null;
  kind: EstimateLineKind;
  description: string;
  /** Labour's time. */
  minutes: number | null;
  cents: number;
  decision: 'approved' | 'declined' | null;
  decidedAt: string | null;
  createdBy: string;
}

export interface JobEvent {
  status: JobStatus;
  note: string | null;
  at: string;
  by: string;
}

/** "2019 Club Car Onward". */
export const cartLine = (cart: ServiceBooking['cart']) =>
  [cart.year, cart.brand, cart.model].filter((part) => part !== null && part !== '').join(' ');
