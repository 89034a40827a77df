/**
 * What an enquiry can be about, in the words visitors and staff read: the interests of the
 * enquiry form's first choice, and the topics a call to action names (a quote, a test drive...).
 * The customer's confirmation e-mail quotes these, never what the visitor typed.
 */
export const interests = ['sales', 'service', 'parts', 'general', 'rentals'] as const;
export type Interest = (typeof interests)[number];

export const interestLabels: Record<Interest, string> = {
  sales: 'Sales',
  service: 'Service & Repair',
  parts: 'Parts',
  general: 'General question',
  rentals: 'Rentals',
};

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

/**
 * What a stored lead can be about: the topics above, which a visitor's link may name, and those
 * only the site itself stores. A waitlist sign-up is made on the booking page but booked nothing,
 * so staff must not read it as a reservation.
 */
export const leadTopics = {
  ...enquiryTopics,
  waitlist: 'Rental waitlist',
} as const;

export type LeadTopic = keyof typeof leadTopics;
