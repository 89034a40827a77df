/**
 * Calls to action that would otherwise do nothing (Reserve, Book, Get Quote, Schedule Test
 * Drive...) open the enquiry form pre-filled with what the visitor was looking at.
 */
import type { EnquiryTopic, Interest } from '@/content/enquiries';

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
