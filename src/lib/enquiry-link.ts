/**
 * Calls to action that would otherwise do nothing (Reserve, Book, Get Quote, Schedule Test
 * Drive...) open the enquiry form pre-filled with what the visitor was looking at.
 */
import type { Interest } from '../features/leads/contact-schema';

export interface EnquiryContext {
  interest?: Interest;
  /** Catalogue slug or inventory id. */
  vehicleId?: string;
  /** "{cart type id}/{plan id}", e.g. "six-seater/weekly". */
  rentalPlan?: string;
  /** Town slug. */
  municipality?: string;
  /** What the visitor asked for, e.g. "test-drive" or "financing". */
  topic?: EnquiryTopic;
}

export const enquiryTopics = {
  quote: 'Quote request',
  'test-drive': 'Test drive',
  financing: 'Financing quote',
  reservation: 'Rental reservation',
  service: 'Service appointment',
  notify: 'Tell me when a similar cart arrives',
  'trade-in': 'Trade-in appraisal',
} as const;

export type EnquiryTopic = keyof typeof enquiryTopics;

const contextKeys = ['interest', 'vehicleId', 'rentalPlan', 'municipality', 'topic'] as const;

/** The /contact URL for a call to action, e.g. /contact?interest=sales&vehicleId=denago-ev-city. */
export function enquiryHref(context: EnquiryContext): string {
  const query = new URLSearchParams();
  for (const key of contextKeys) {
    const value = context[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `/contact${search ? `?${search}` : ''}#enquiry-form`;
}
