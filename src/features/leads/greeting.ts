/**
 * How every letter the site sends a customer unread by staff opens: an enquiry's confirmation, a
 * booking's confirmation and reminders, the waitlist's news. It names nobody: the address is
 * whatever was typed, so these letters quote nothing the customer typed (not even the name), and
 * the forms cannot be used to mail someone's words to a stranger.
 */
export const greeting = 'Hello,';
