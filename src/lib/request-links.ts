/** Links to the request forms, pre-filled with what the visitor was looking at. */
import type { CartTypeId, PlanId } from '@/content/rental-plans';
import { requestPagePaths } from '@/lib/request-kinds';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `${path}${search ? `?${search}` : ''}#request-form`;
}

export function rentalRequestHref(
  choice: { cartType?: CartTypeId; plan?: PlanId; municipality?: string } = {},
): string {
  return withQuery(requestPagePaths.rental, choice);
}

export function serviceAppointmentHref(): string {
  // The booking page's first step, the job; the request kind 'service' stays for older leads.
  return `${requestPagePaths.service}#job`;
}

/** The trade-in form, linked to the cart the buyer is looking at. */
export function tradeInHref(vehicleId?: string): string {
  return withQuery(requestPagePaths['trade-in'], { vehicleId });
}
