/**
 * Who may do what in the staff area: the one table that every page, server action and route
 * handler asks (through `requireStaff` and `staffForRoute` on the server), and that pages read to
 * offer only what the person may do. Working the desk (the dashboard, the leads one owns or
 * nobody owns, the inventory list and a cart's record) needs only an enabled account that has
 * passed sign-in, with two-factor when a manager requires it; everything else is named here.
 */
import type { StaffRole } from './staff-roles';

export const permissionRoles = {
  /** See, work and reassign every lead, whoever owns it. */
  'leads.every': ['manager'],
  /** Download the lead list as CSV: every customer's contact details at once. */
  'leads.export': ['manager'],
  /** Erase a person's data across their leads. */
  'leads.erase': ['manager'],
  /** Take a cart off the site for good (its page answers 410), or bring an archived one back. */
  'inventory.archive': ['manager'],
  /** Apply a CSV import to the stock. */
  'inventory.import': ['manager'],
  /** Change a cart's price by more than the share the inventory settings allow everyone. */
  'inventory.large-price-change': ['manager'],
  /** The finance figures of every payment estimate, and the inventory office's settings. */
  'settings.inventory': ['manager'],
  /** Accounts, roles, routing, the response promise, reply templates and the two-factor rule. */
  'staff.manage': ['manager'],
  /** The rental desk: the fleet, the bookings, check-out and return, booking for a caller. */
  'rentals.desk': ['manager', 'rentals'],
  /** The rental fleet's turnaround buffer between a return and the next pickup. */
  'rentals.settings': ['manager'],
  /** The service job board: today's and tomorrow's jobs, their statuses and estimates, bookings for callers. */
  'service.board': ['manager', 'service'],
  /** The payments page (money taken, held, captured and refunded) and the cart-hold deposit and days. */
  'payments.view': ['manager'],
  /** The service shop's job types, technician hours, exceptions and drop-off windows. */
  'service.settings': ['manager', 'service'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionRoles;

/** Whether an account with this role may do it. */
export function may(staff: { role: StaffRole }, permission: Permission): boolean {
  return (permissionRoles[permission] as readonly StaffRole[]).includes(staff.role);
}

/** Whom a permission is for, as a refusal says it: "Only a manager can do this." */
export function permissionRefusal(permission: Permission): string {
  const roles = permissionRoles[permission] as readonly StaffRole[];
  if (roles.length === 1 && roles[0] === 'manager') return 'Only a manager can do this.';
  const teams = roles.filter((role) => role !== 'manager').map((role) => `the ${role} team`);
  return `Only ${teams.join(', ')}${roles.includes('manager') ? ' and managers' : ''} can do this.`;
}

/**
 * A lead is worked by its owner; one nobody owns, by anyone (who may take it), unless it is spam,
 * which is the managers' to look over; every lead, by a manager. Everyone else's leads stay with
 * them: another salesperson can neither read the customer's details nor stop the lead's clock.
 * The inbox's lists ask the same in SQL (src/features/leads/server/lead-queries.ts, workableBy).
 */
export function mayWorkLead(
  staff: { id: string; role: StaffRole },
  lead: { assignedTo: string | null; status: string },
): boolean {
  return (
    may(staff, 'leads.every') ||
    (lead.assignedTo === null && lead.status !== 'spam') ||
    lead.assignedTo === staff.id
  );
}
