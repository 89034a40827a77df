/**
 * The dealer's time zone (an IANA name): opening hours, "today" for a booking, and every time
 * staff read (mail, inbox, CSV, history) are in it. `dealer.timeZone` is this value. It has a
 * module of its own so that the browser code that needs it (the town page's "Open now", the
 * rental request's dates) does not carry the whole dealer profile.
 */
export const dealerTimeZone = 'America/New_York';
