/**
 * What a lead was stored for, when it is a booking (a booking is a lead answered at once): its kind,
 * reference and status, and its page at the desk for those whose desk it is (`href`, absent for
 * anyone else, who is told who sees it).
 */
export interface LeadBooked {
  /** "Rental booking", "Service booking". */
  what: string;
  reference: string;
  /** Its status as the desk words it ("Booked", "Checked in"). */
  status: string;
  /** Called off (by the customer or the desk): its lead is answered about a cancelled booking. */
  cancelled: boolean;
  href?: string;
  /** "the rental desk", where `href` leads. */
  desk: string;
  /** "the rentals team and managers", said to someone who may not open it. */
  seenBy: string;
}
