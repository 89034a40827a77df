import 'server-only';

import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { formatMonthly } from '@/features/requests/payment-estimate';
import { cheaperPlanThanAskedFor } from '@/features/requests/rental-quote';
import { requestDetailRows, type RequestDetails } from '@/features/requests/request-details';
import { linkSigner, sameKey } from '@/server/security/signed-links';

import { enquirySummary } from '../enquiry-form-state';
import { describeEnquiry } from '../enquiry-subject';
import { leadEnquiryContext } from '../lead';
import { findLeadByReference } from './lead-queries';

/** What the thank-you page repeats of an enquiry: its reference, what was asked for, a request's figures. */
export interface EnquiryRecap {
  reference: string;
  parts: string[];
  details: [string, string][];
  /** A rental asked for on a plan that costs more than another for its dates: the other, said. */
  costsLess?: string;
}

/**
 * The plan that costs less for a rental request's dates, as the request form's estimate says it
 * while the form is filled in: without JavaScript the visitor never saw that panel. The saving is
 * against the price stored with the request, the one shown above it.
 */
function costsLessNote(details: RequestDetails | undefined): string | undefined {
  const cheaper = details?.kind === 'rental' ? cheaperPlanThanAskedFor(details) : undefined;
  if (!cheaper) return undefined;
  return `The ${cheaper.plan.title} plan costs ${formatMonthly(cheaper.rentalPrice)} for these dates, ${formatMonthly(cheaper.saving)} less: ask for it when we reply.`;
}

const sign = linkSigner('leads.recapLinkSecret');

/**
 * The key in the thank-you page's address (thankYouPath) that opens an enquiry's recap: a reference
 * is six characters read out on the phone, and one guessed must not show what someone asked for.
 */
export const recapKey = (reference: string) => sign(`recap:${reference}`);

/**
 * The enquiry a reference names, as the words the visitor chose (no personal details), when `key`
 * is its recapKey.
 */
export async function enquiryRecap(
  reference: string | undefined,
  key: string | undefined,
): Promise<EnquiryRecap | undefined> {
  if (!reference || !key || !sameKey(await recapKey(reference), key)) return undefined;
  const lead = await findLeadByReference(reference);
  if (!lead) return undefined;
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  const subject = describeEnquiry({ ...leadEnquiryContext(lead), interest: lead.interest }, vehicle?.name);
  // The request's choices and estimates (never who sent it): without JavaScript, this is where the
  // visitor first sees the figures.
  const details = lead.details ? requestDetailRows(lead.details).slice(1) : [];
  return {
    reference: lead.reference,
    parts: enquirySummary(subject),
    details,
    costsLess: costsLessNote(lead.details ?? undefined),
  };
}
