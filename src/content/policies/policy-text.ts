/**
 * Small text helpers shared by the policy modules. They read contact details from dealer.ts so
 * no policy hard-codes a phone number, e-mail address or street address.
 */

import { dealer, locationById, type DealerLocation, type OpeningHours } from '@/content/dealer';

/** "100 Example Road, Somerville, NJ 08876"; the location name when it has no street address. */
export function addressOf(location: DealerLocation): string {
  const a = location.address;
  if (!a) return location.name;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The town of a physical location, e.g. "Somerville". */
export function cityOf(locationId: string): string {
  const location = locationById(locationId);
  if (!location.address) throw new Error(`Location ${locationId} has no street address`);
  return location.address.city;
}

/** "Mon-Fri 9AM-5PM, Sat 9AM-5PM, Sun Closed". */
export function hoursText(hours: readonly OpeningHours[]): string {
  return hours.map((row) => `${row.days} ${row.label}`).join(', ');
}

/** One line per showroom: "Fairway EV Carts Hatfield, 300 Example Pike, Hatfield, PA 19440: (215) 555-0117". */
export function showroomLines(): string[] {
  return dealer.locations
    .filter((location) => location.type === 'physical')
    .map((location) => `${location.name}, ${addressOf(location)}: ${location.phone.display}`);
}

/** The usual contact lines: main phone, toll-free phone, e-mail, business hours. */
export function generalContactItems(): string[] {
  return [
    `Phone: ${dealer.phone.display}`,
    `Toll-free: ${dealer.tollFreePhone.display}`,
    `E-mail: ${dealer.email}`,
    `Business hours: ${hoursText(dealer.businessHours)}`,
  ];
}
