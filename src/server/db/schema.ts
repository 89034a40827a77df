/**
 * Table shapes as stored. Booleans are 0/1 integers, lists and objects JSON text, times ISO text:
 * the same columns work unchanged on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface VehiclesTable {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  model: string;
  year: number | null;
  condition: string;
  price: number;
  sale_price: number | null;
  /** available, on-hold, sold or archived. */
  status: string;
  featured: number;
  /** JSON list of lines. */
  features: string;
  /** JSON list of {label, value}: the specifications beyond the figure columns. */
  specifications: string;
  seats: number | null;
  range_miles: number | null;
  top_speed_mph: number | null;
  drive: string | null;
  /** 1, 0, or null when not stated. */
  street_legal: number | null;
  battery_type: string | null;
  battery_capacity: string | null;
  lifted: number;
  colour: string | null;
  stock_number: string | null;
  serial_number: string | null;
  vin: string | null;
  mileage: number | null;
  hours: number | null;
  created_at: string;
  updated_at: string;
  /** Raised by every change to the record (a save, a status, an import). */
  version: Generated<number>;
  /** Raised by every change to the photo set (upload, order, description, removal). */
  photos_version: Generated<number>;
  /** While a buyer's paid hold keeps the cart (status on-hold): until when, ISO. */
  hold_until: Generated<string | null>;
}

export interface VehiclePhotosTable {
  id: string;
  vehicle_id: string;
  position: number;
  alt: string;
  width: number;
  height: number;
  /** JSON list of the stored widths. */
  widths: string;
  created_at: string;
}

/** A photo removed in the last minute, with its files still on disk, so it can be put back. */
export interface RemovedPhotosTable extends VehiclePhotosTable {
  removed_at: string;
}

/** The inventory's audit trail: one row per changed field. */
export interface VehicleChangesTable {
  id: string;
  vehicle_id: string;
  staff_email: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
  /** The record version this change made, for changes to the record. */
  record_version: number | null;
  /** The photo-set version this change made, for changes to the photos. */
  photos_version: number | null;
}

/** A CSV sent to the inventory import: checked, perhaps applied, perhaps undone. */
export interface InventoryImportsTable {
  id: string;
  file_name: string;
  checked_by: string;
  checked_at: string;
  /** JSON: the file's rows that read well (src/features/inventory/vehicle-csv.ts). */
  file_rows: string;
  /** JSON: what was wrong with the file itself, by row; nothing can be applied while there is any. */
  problems: string;
  applied_by: string | null;
  applied_at: string | null;
  /** JSON: how many rows were added, changed, left unchanged and skipped. */
  summary: string | null;
  /** JSON: what the import overwrote and added, for undoing it. */
  undo: string | null;
  undone_by: string | null;
  undone_at: string | null;
}

/** Small shared counters, e.g. the stock version every process compares against its caches. */
export interface SiteStateTable {
  key: string;
  value: number;
}

export interface LeadsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  vehicle_id: string | null;
  rental_plan: string | null;
  municipality: string | null;
  source_path: string | null;
  topic: string | null;
  /** A structured request's fields and figures as JSON (src/features/requests/request-details.ts). */
  details: string | null;
  /**
   * The request's fields as staff read them ("Trade-in appraisal", "EZGO", "$8,495"), one a line:
   * what the inbox search looks in, rather than the JSON's keys and ids
   * (src/features/leads/server/lead-search-text.ts).
   */
  details_text: string | null;
  /** Short code the visitor can quote, e.g. "K3Q9XM". */
  reference: string | null;
  /** The phone in E.164 ("+18485550166") when it is a valid number: searches and links use it. */
  phone_e164: string | null;
  status: Generated<string>;
  created_at: string;
  /** Raised by every change that overwrites something (status, follow-up, owner). */
  version: Generated<number>;
  /** Why a lead was lost (src/features/leads/lead-desk.ts). */
  status_reason: string | null;
  /** The next follow-up, a date in the dealer's time zone ("2026-11-30"). */
  follow_up_on: string | null;
  /** The first call, e-mail or status change by staff, and who made it. */
  first_response_at: string | null;
  first_response_by: string | null;
  /**
   * 1 for a lead the site settled as it arrived (a booking, online or taken for a caller, a hold, a
   * waitlist sign-up): nobody waited for an answer, so the desk's response times leave it out.
   */
  settled_on_arrival: Generated<number>;
  /** The staff account that owns the lead. */
  assigned_to: string | null;
  /** When managers were told the lead was not answered in time (once per lead). */
  escalated_at: string | null;
  /** JSON: landing page, linking site and campaign tags (src/features/leads/lead-source.ts). */
  source: string | null;
}

/** One entry on a lead's timeline: a status change, a note, a call, an e-mail, an assignment. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  kind: string;
  /** Who did it; null for the desk itself (assignment by rota, escalation). */
  staff_email: string | null;
  at: string;
  /** JSON: what the entry says (from, to, reason, outcome, text), by kind. */
  detail: Generated<string>;
  /** The lead version this entry made, for entries that change the lead. */
  lead_version: number | null;
}

/** What a visitor typed into a rejected form post, kept briefly for the page that shows the errors. */
export interface EnquiryDraftsTable {
  id: string;
  fields: string;
  created_at: string;
  /** SHA-256 of the client's address: each keeps only its newest drafts. Null before migration 056. */
  client_key: string | null;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
  kind: string;
  /** Comma-separated addresses. */
  recipients: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** 0 for staff mail (notification, ADF), 1 for customer confirmations: lower goes first. */
  priority: Generated<number>;
  /** The customer's address on a staff notification, so that Reply answers them. */
  reply_to: string | null;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  name: Generated<string>;
  mobile: string | null;
  /** manager, sales, service or rentals (src/features/staff/staff-roles.ts). */
  role: Generated<string>;
  /** 1 while away: they keep their leads but the rota passes them by. */
  away: Generated<number>;
  /** Set when the account was disabled: no sign-in, no session, no new leads; the name stays in history. */
  disabled_at: string | null;
  /** Raised each time the account is signed out; a session from an earlier epoch is void. */
  session_epoch: Generated<number>;
  /** When the rota last gave them a lead: the next one goes to whoever waited longest. */
  last_assigned_at: string | null;
  /** Raised by every change a manager makes to the account. */
  version: Generated<number>;
  /** The TOTP secret (base32) once two-factor sign-in is on; null while it is off. */
  totp_secret: string | null;
  /** A secret being set up: it becomes `totp_secret` when a code from it is confirmed. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The time step of the last code accepted: a code is never accepted twice. */
  totp_last_step: number | null;
}

/**
 * One change to a staff account, for the manager's page: who added it, changed its role, disabled
 * it, reset its two-factor sign-in; when its password was set and how. Never edited, never
 * deleted (accounts are disabled, not removed).
 */
export interface StaffAccountEventsTable {
  id: string;
  staff_id: string;
  kind: string;
  /** Who did it, by sign-in address (the account's own for its owner, through a link too); null for the server's shell. */
  by_email: string | null;
  at: string;
  /** JSON: what changed, by kind ({ changes: [{ field, from, to }] }, { role }, { codesLeft }). */
  detail: Generated<string>;
  /** The account's events in the order they were kept: two in one millisecond still read in order. */
  seq: number;
}

/** Single-use codes for signing in without the authenticator app: SHA-256 hashes only. */
export interface StaffRecoveryCodesTable {
  code_hash: string;
  staff_id: string;
  created_at: string;
  used_at: string | null;
}

/** A password accepted, waiting for the second factor: short-lived, a few tries. */
export interface SignInChallengesTable {
  token_hash: string;
  staff_id: string;
  expires_at: string;
  failures: Generated<number>;
  /** The account's session_epoch when the password was accepted. */
  epoch: Generated<number>;
}

/** A single-use link that sets a password: a welcome for a new account, or a forgotten password. */
export interface PasswordLinksTable {
  /** SHA-256 of the link's token: the table alone cannot be used to set anyone's password. */
  token_hash: string;
  staff_id: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 of the session token: a leaked table cannot be replayed as cookies. */
  id_hash: string;
  staff_id: string;
  expires_at: string;
  created_at: string;
  /** Last request made with the session: it ends after SESSION_IDLE_MINUTES without one. */
  last_seen_at: string | null;
  /** The account's session_epoch when its password (and code) were accepted. */
  epoch: Generated<number>;
}

/** Failed sign-ins per account (known or not), for the exponential back-off. */
export interface SignInFailuresTable {
  account: string;
  failures: number;
  locked_until: string | null;
  last_failure_at: string;
}

/** One attempt counted against a rate limit (src/server/security/rate-limit.ts). */
export interface RateLimitHitsTable {
  id: string;
  key: string;
  at: string;
}

/** The dealer's settings that staff edit in the inventory office, e.g. the sales tax rate. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** A cart of the rental fleet (src/features/rentals). */
export interface RentalCartsTable {
  id: string;
  /** The number painted on the cart, e.g. "R-04". */
  fleet_number: string;
  /** four-seater, six-seater or utility (src/content/rental-plans.ts). */
  type: string;
  /** The showroom it leaves from (src/content/dealer.ts). */
  location_id: string;
  /** active or retired. */
  status: Generated<string>;
  notes: Generated<string>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Days a cart is in the workshop: not bookable from `starts_on` through `ends_on`. */
export interface RentalMaintenanceTable {
  id: string;
  cart_id: string;
  starts_on: string;
  ends_on: string;
  reason: string;
  created_by: string;
  created_at: string;
}

/** What every booking records of how it was made and unmade, rentals and service alike. */
interface BookingRecordColumns {
  /** A retried post with the same key gets the first answer. */
  idempotency_key: string | null;
  /** The lead the booking made, where staff follow it up. */
  lead_id: string | null;
  created_at: string;
  /** The staff member who booked it for a caller; null when the customer booked. */
  created_by: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
}

/**
 * One rental of one cart. Times are milliseconds since the epoch (bigint: PostgreSQL's driver
 * reads them as text, so they are read with Number()); `blocked_until_ms` is the return plus the
 * turnaround buffer, the end of the time no other booking of the cart may overlap.
 */
export interface RentalBookingsTable extends BookingRecordColumns {
  id: string;
  reference: string;
  cart_id: string;
  type: string;
  /** pending (waiting for its online payment), booked, out (checked out), returned or cancelled. */
  status: string;
  starts_ms: number | string;
  ends_ms: number | string;
  blocked_until_ms: number | string;
  /** The pickup as the renter chose it, in the dealer's time zone. */
  pickup_date: string;
  pickup_time: string;
  days: number;
  location_id: string;
  /** The town delivered to; null for a pickup at the showroom. */
  town: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** JSON list of drivers: name, date of birth, licence number, state and expiry. */
  drivers: string;
  rent_cents: number;
  delivery_cents: number;
  drivers_cents: number;
  total_cents: number;
  deposit_cents: number;
  charged_miles: number;
  agreement_version: string;
  signature_name: string;
  signed_at: string;
  /** The client address as the rate limiter sees it. */
  signed_from: string;
  agreement_sha256: string;
  refund_cents: number | null;
  checked_out_at: string | null;
  checked_out_by: string | null;
  /** JSON: battery level and notes at check-out. */
  checkout: string | null;
  returned_at: string | null;
  returned_by: string | null;
  /** JSON: battery level, notes and each charge at the return. */
  return_details: string | null;
  charges_cents: number | null;
  deposit_refund_due: string | null;
  pickup_reminder_at: string | null;
  return_reminder_at: string | null;
  /** A booking waiting for its online payment is released when this passes unpaid. */
  pay_by_ms: Generated<number | string | null>;
  /** The lead a booking waiting for its payment becomes once paid (JSON), stored with it. */
  pending_lead: Generated<string | null>;
  /** JSON PaidOnline: how a booking paid online was paid; null for one paid at pickup. */
  paid_online: Generated<string | null>;
  version: Generated<number>;
}

/** The agreement a renter signed, as the PDF made once at booking; every download sends these bytes. */
export interface RentalAgreementsTable {
  booking_id: string;
  pdf: Buffer;
  sha256: string;
  created_at: string;
}

/** A photo taken at check-out or return; its files are under DATA_DIR/rental-photos/. */
export interface RentalPhotosTable {
  id: string;
  booking_id: string;
  /** check-out or return. */
  stage: string;
  width: number;
  height: number;
  created_at: string;
  /** The uploaded file's SHA-256 (hex): one file is taken once a stage. Null for photos stored before. */
  sha256: string | null;
}

/** One change the rental desk made to a booking: the version it made, who, when and what. */
export interface RentalBookingChangesTable {
  id: string;
  booking_id: string;
  version: number;
  at: string;
  /** The staff member's e-mail, or "renter" for a cancellation from the renter's own page. */
  staff_email: string;
  /** "Extended to 9 days, due back Tue, Jul 20, 2027 at 10:00AM". */
  what: string;
}

/** Money taken or given back at the rental desk (see src/features/rentals/counter-account.ts). */
export interface RentalCounterPaymentsTable {
  id: string;
  booking_id: string;
  /** rent, deposit (taken), deposit-back (given back), charges (the return's, beyond a deposit). */
  kind: string;
  cents: number;
  /** card, cash, cheque. */
  method: string;
  /** The staff member's e-mail. */
  recorded_by: string;
  recorded_at: string;
}

/** Someone waiting for a cart of a type on dates that were full. */
export interface RentalWaitlistTable {
  id: string;
  type: string;
  starts_ms: number | string;
  ends_ms: number | string;
  pickup_date: string;
  pickup_time: string;
  days: number;
  /** The showroom for a pickup, or the town for a delivery (one of the two). */
  location_id: string | null;
  town: string | null;
  first_name: string;
  email: string;
  /** The lead joining made: the demand staff see, and what the notice is mailed under. */
  lead_id: string;
  created_at: string;
  notified_at: string | null;
}

/** A job customers book, with the standard minutes a technician spends on it. */
export interface ServiceJobTypesTable {
  id: string;
  name: string;
  minutes: number;
  /** The published price in cents, or null when the job is quoted. */
  price_cents: number | null;
  /** 1: the price is a "from" price. */
  price_from: Generated<number>;
  position: number;
  active: Generated<number>;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A showroom whose workshop takes bookings; its version covers its weekday minutes. */
export interface ServiceShopsTable {
  location_id: string;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** Technician minutes on duty at a workshop on a weekday (0 = Sunday). */
export interface ServiceShopDaysTable {
  location_id: string;
  weekday: number;
  minutes: number;
}

/** A day whose minutes on duty differ from its weekday's: a holiday (0), a technician away. */
export interface ServiceExceptionsTable {
  id: string;
  location_id: string;
  date: string;
  minutes: number;
  reason: string;
  created_at: string;
  created_by: string;
}

/** A drop-off window and how many carts it takes, on the weekdays listed ("1,2,3"). */
export interface ServiceWindowsTable {
  id: string;
  location_id: string;
  label: string;
  starts_at: string;
  ends_at: string;
  max_carts: number;
  weekdays: string;
  active: Generated<number>;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A service job booked for a day and window: the job's name, minutes and price as booked. */
export interface ServiceBookingsTable extends BookingRecordColumns {
  id: string;
  reference: string;
  location_id: string;
  job_type_id: string;
  job_name: string;
  minutes: number;
  price_cents: number | null;
  price_from: number;
  drop_off_date: string;
  window_id: string;
  window_label: string;
  window_starts_at: string;
  window_ends_at: string;
  promised_ready_ms: number | string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_e164: string | null;
  sms_opt_in: number;
  cart_brand: string;
  cart_model: string;
  cart_year: number | null;
  cart_serial: string | null;
  notes: Generated<string>;
  /** Set when staff booked past the day's capacity: why. Such a booking is counted apart. */
  over_capacity_reason: string | null;
  reminded_at: string | null;
  /** The latest estimate round sent to the customer (0: none yet). */
  estimate_round: Generated<number>;
  /** 1 once the job has been somewhere that moves the time promised at booking (parts, an estimate...). */
  promise_moved: Generated<number>;
  version: Generated<number>;
}

/** A job's status change: who made it and when. */
export interface ServiceJobEventsTable {
  id: string;
  booking_id: string;
  status: string;
  note: string | null;
  at: string;
  by: string;
}

/** A line of a job's estimate (labour or parts), with the customer's decision once made. */
export interface ServiceEstimateLinesTable {
  id: string;
  booking_id: string;
  /** The round it was sent to the customer in; null while still a draft. */
  round: number | null;
  kind: string;
  description: string;
  minutes: number | null;
  cents: number;
  decision: string | null;
  decided_at: string | null;
  created_at: string;
  created_by: string;
}

/** A phone (E.164) that replied STOP (opted_out 1), or START again (0). */
export interface SmsOptOutsTable {
  phone: string;
  opted_out: number;
  keyword: string;
  changed_at: string;
}

/** A Stripe event, applied once: its id is stored in the transaction that applied it. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The ledger of money moved through Stripe, in cents; one row per kind and Stripe object. */
export interface PaymentsTable {
  id: string;
  /** charge, hold, capture, release or refund. */
  kind: string;
  cents: number;
  booking_id: string | null;
  vehicle_hold_id: string | null;
  /** The PaymentIntent (charge, hold, capture, release) or Refund (refund) it records. */
  stripe_id: string;
  at: string;
  note: Generated<string>;
}

/** A rental's Checkout session, the rent it paid and how its deposit is guaranteed. */
export interface RentalPaymentsTable {
  booking_id: string;
  session_id: string;
  session_url: string;
  payment_intent: string | null;
  customer: string | null;
  payment_method: string | null;
  paid_cents: Generated<number>;
  paid_at: string | null;
  /** 1 when the payment arrived after the booking was released (it is refunded in full). */
  late: Generated<number>;
  deposit_cents: number;
  /** hold (authorised, captured later) or card (saved, charged off-session if needed). */
  deposit_mode: string | null;
  hold_intent: string | null;
  hold_expires_ms: number | string | null;
  /** held, captured, released, charged, failed; null until settled. */
  deposit_state: string | null;
  deposit_charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  /** Of what was refunded, what failed at Stripe and came back: the customer is owed it by hand. */
  refund_failed_cents: Generated<number>;
  /** Of that, what a manager has returned another way, and how (a HandRefundWay). */
  refund_returned_cents: Generated<number>;
  refund_returned_how: string | null;
  /** 1 once the Checkout session of a booking released unpaid is expired at Stripe too. */
  session_closed: Generated<number>;
  created_at: string;
}

/** A buyer's paid hold on a cart for sale. */
export interface VehicleHoldsTable {
  id: string;
  vehicle_id: string;
  /** pending (waiting for its payment), active (paid), released, converted (sold to the buyer). */
  status: string;
  cents: number;
  days: number;
  pay_by_ms: number | string;
  until_ms: number | string | null;
  session_id: string | null;
  session_url: string | null;
  payment_intent: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  lead_id: string | null;
  paid_cents: Generated<number>;
  refunded_cents: Generated<number>;
  /** Of what was refunded, what failed at Stripe and came back: the buyer is owed it by hand. */
  refund_failed_cents: Generated<number>;
  /** Of that, what a manager recorded as returned another way, and how ("cheque,cash"). */
  refund_returned_cents: Generated<number>;
  refund_returned_how: string | null;
  created_at: string;
  paid_at: string | null;
  ended_at: string | null;
  /** Why it ended, as the cart's history and the ledger read it ("ended early by sam@…"). */
  ended_by: string | null;
  /** The staff member who ended it early, when one did: their name is what the buyer is told. */
  ended_by_staff_id: string | null;
  version: Generated<number>;
}

export interface Database {
  stripe_events: StripeEventsTable;
  payments: PaymentsTable;
  rental_payments: RentalPaymentsTable;
  vehicle_holds: VehicleHoldsTable;
  settings: SettingsTable;
  /** The same shape, for settings only the staff area reads: no stock version triggers. */
  office_settings: SettingsTable;
  vehicles: VehiclesTable;
  vehicle_photos: VehiclePhotosTable;
  vehicle_changes: VehicleChangesTable;
  site_state: SiteStateTable;
  enquiry_drafts: EnquiryDraftsTable;
  sign_in_failures: SignInFailuresTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  outbox: OutboxTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  password_links: PasswordLinksTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_account_events: StaffAccountEventsTable;
  sign_in_challenges: SignInChallengesTable;
  rate_limit_hits: RateLimitHitsTable;
  rental_carts: RentalCartsTable;
  rental_maintenance: RentalMaintenanceTable;
  rental_bookings: RentalBookingsTable;
  rental_agreements: RentalAgreementsTable;
  rental_photos: RentalPhotosTable;
  rental_booking_changes: RentalBookingChangesTable;
  rental_counter_payments: RentalCounterPaymentsTable;
  rental_waitlist: RentalWaitlistTable;
  inventory_imports: InventoryImportsTable;
  removed_photos: RemovedPhotosTable;
  service_job_types: ServiceJobTypesTable;
  service_shops: ServiceShopsTable;
  service_shop_days: ServiceShopDaysTable;
  service_exceptions: ServiceExceptionsTable;
  service_windows: ServiceWindowsTable;
  service_bookings: ServiceBookingsTable;
  service_job_events: ServiceJobEventsTable;
  service_estimate_lines: ServiceEstimateLinesTable;
  sms_opt_outs: SmsOptOutsTable;
}
