/**
 * The first reply staff send from a lead, one per kind of lead, before a manager edits them on
 * the staff page. Placeholders: {firstName}, {vehicle}, {reference}, {staffName}, and
 * {dealerName} and {dealerPhone} from the dealer profile. What only the person answering knows
 * (a price, a day) is a blank in square brackets, "[price with tax and delivery]": a reply that
 * still holds one is not sent.
 */
export const replyKinds = [
  'quote',
  'test-drive',
  'financing',
  'trade-in',
  'rental',
  'service',
  'booked',
  'cancelled',
  'hold',
  'general',
] as const;
export type ReplyKind = (typeof replyKinds)[number];

export const replyKindLabels: Record<ReplyKind, string> = {
  quote: 'Quote or comparison',
  'test-drive': 'Test drive',
  financing: 'Financing',
  'trade-in': 'Trade-in',
  rental: 'Rental',
  service: 'Service',
  booked: 'Booked rental or service',
  cancelled: 'Cancelled rental or service booking',
  hold: 'Cart held online',
  // Not "General question", the enquiry form's interest: this template also answers a sales
  // question about no cart in particular.
  general: 'Other question',
};

export interface ReplyTemplate {
  subject: string;
  body: string;
}

export const replyPlaceholders = [
  'firstName',
  'vehicle',
  'reference',
  'staffName',
  'dealerName',
  'dealerPhone',
] as const;
export type ReplyPlaceholder = (typeof replyPlaceholders)[number];

const signOff = '\n\nBest regards,\n{staffName}\n{dealerName} · {dealerPhone}';

export const defaultReplyTemplates: Record<ReplyKind, ReplyTemplate> = {
  quote: {
    subject: 'Your quote for the {vehicle} (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for asking about the {vehicle}. It is here and ready to see. ' +
      'Your out-the-door price, with tax and delivery, is [price with tax and delivery].\n\nWhen would suit you to come by or talk it through on the phone?' +
      signOff,
  },
  'test-drive': {
    subject: 'Your test drive of the {vehicle} (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for booking a test drive of the {vehicle}. We can have it charged and ready for you on [day and time].\n\n' +
      'Does that time work for you? Bring your driving licence, and we will take care of the rest.' +
      signOff,
  },
  financing: {
    subject: 'Financing the {vehicle} (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for your financing request for the {vehicle}. The next step is a short application ' +
      'with our lender; I can walk you through it on the phone in about ten minutes. When is a good time to call?' +
      signOff,
  },
  'trade-in': {
    subject: 'Your trade-in (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for the details of your cart. Based on what you told us, we can offer [offer in dollars].\n\n' +
      'The offer is confirmed once we have seen the cart. When could you bring it by?' +
      signOff,
  },
  rental: {
    subject: 'Your rental request (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for your rental request. For your dates we have [the carts free, or what we can offer ' +
      'instead], and we can deliver them on [delivery day and time].\n\nShall I reserve them for you?' +
      signOff,
  },
  service: {
    subject: 'Your service appointment (ref {reference})',
    body:
      'Hi {firstName},\n\nThank you for your service request. We can see your cart on [day and time].\n\nPlease let me know if that ' +
      'time works, or call us to choose another.' +
      signOff,
  },
  // Already booked and confirmed: {reference} is the booking's, the one the customer was sent.
  booked: {
    subject: 'Your booking {reference} with {dealerName}',
    body: 'Hi {firstName},\n\nThank you for booking with us. [your message]' + signOff,
  },
  // A booking cancelled since (by the customer or by us): no thanks for booking what is off.
  cancelled: {
    subject: 'Your cancelled booking {reference} with {dealerName}',
    body: 'Hi {firstName},\n\nAbout your booking {reference}, which is cancelled: [your message]' + signOff,
  },
  // A buyer who paid a deposit to hold a cart online, the hold live or ended (its deposit back,
  // the cart sold to them): told its day already, asked no price.
  hold: {
    subject: 'Your hold on the {vehicle} (ref {reference})',
    body: 'Hi {firstName},\n\nAbout your hold on the {vehicle}: [your message]' + signOff,
  },
  general: {
    subject: 'Your question to {dealerName} (ref {reference})',
    body: 'Hi {firstName},\n\nThank you for getting in touch. [your answer]' + signOff,
  },
};
