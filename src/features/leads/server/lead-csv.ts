import 'server-only';

import { dealer } from '@/content/dealer';
import { requestDetailRows } from '@/features/requests/request-details';
import { staffNamerOf, staffNamesById, type StaffMember } from '@/features/staff/staff-roles';
import { toCsv } from '@/lib/csv';
import { formatLocalTimestamp } from '@/lib/format-date';

import { firstResponderName, type Lead } from '../lead';
import { followUpLabel, lostReasons, type LostReason } from '../lead-desk';
import { leadHeadline } from './lead-messages';

/**
 * The leads as CSV, one row a lead with every field its page shows: reference, what it is, the
 * request's details, owner, first response, status, and times in the dealer's zone.
 */
export function leadsCsv(
  leads: readonly Lead[],
  names: {
    /** Every account: a lead's owner by id, who answered first by sign-in address. */
    staff: readonly Pick<StaffMember, 'id' | 'name' | 'email'>[];
    vehicles: ReadonlyMap<string, string>;
  },
): string {
  const owners = staffNamesById(names.staff);
  const nameStaff = staffNamerOf(names.staff);
  const zone = dealer.timeZone;
  const header = [
    'reference',
    `received (${zone})`,
    'what',
    'status',
    'lost_reason',
    'owner',
    `first_response (${zone})`,
    'first_response_minutes',
    'first_response_by',
    'follow_up',
    'first_name',
    'last_name',
    'email',
    'phone',
    'interest',
    'topic',
    'vehicle',
    'rental_plan',
    'town',
    'page',
    'landing_page',
    'referrer',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'fbclid',
    'details',
    'message',
    'id',
  ];
  const rows = leads.map((lead) => {
    const vehicleName = lead.vehicleId ? names.vehicles.get(lead.vehicleId) : undefined;
    return [
      lead.reference,
      formatLocalTimestamp(lead.createdAt),
      leadHeadline(lead, vehicleName ? { name: vehicleName } : undefined),
      lead.status,
      lead.statusReason ? (lostReasons[lead.statusReason as LostReason] ?? lead.statusReason) : '',
      lead.assignedTo ? (owners.get(lead.assignedTo) ?? '') : '',
      lead.firstResponseAt ? formatLocalTimestamp(lead.firstResponseAt) : '',
      lead.firstResponseAt
        ? String(Math.round((Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000))
        : '',
      lead.firstResponseBy ? firstResponderName(lead.firstResponseBy, nameStaff) : '',
      lead.followUpOn ? followUpLabel(lead.followUpOn) : '',
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.interest,
      lead.topic,
      lead.vehicleId,
      lead.rentalPlan,
      lead.municipality,
      lead.sourcePath,
      lead.source?.landingPage,
      lead.source?.referrerHost,
      lead.source?.utmSource,
      lead.source?.utmMedium,
      lead.source?.utmCampaign,
      lead.source?.utmTerm,
      lead.source?.utmContent,
      lead.source?.gclid,
      lead.source?.fbclid,
      lead.details
        ? requestDetailRows(lead.details)
            .map(([label, value]) => `${label}: ${value}`)
            .join('; ')
        : '',
      lead.message,
      lead.id,
    ];
  });
  return toCsv(header, rows);
}
