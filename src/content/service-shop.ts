/**
 * The service shop as it is seeded on a first start, so booking a drop-off shows real slots out of
 * the box: the jobs customers book with their standard time, the technician hours on duty each
 * weekday, and the drop-off windows with how many carts each takes. Staff keep the real figures in
 * the service office (/admin/service/settings); these are read only while the shop is empty.
 * A job's price is a "from" price at the published labour rate for its standard time, or none
 * where parts decide the price (quoted per job), never a made-up figure.
 */
import { serviceFigures } from './policy-figures';

export interface SampleJobType {
  id: string;
  name: string;
  /** The standard time a technician spends on it. */
  minutes: number;
  /** Priced at the labour rate for its time ("from"), or quoted per job. */
  priced: 'from-labour' | 'quoted';
}

export const sampleJobTypes: readonly SampleJobType[] = [
  { id: 'battery-test', name: 'Battery and charger test', minutes: 30, priced: 'from-labour' },
  { id: 'annual-service', name: 'Annual service and safety inspection', minutes: 120, priced: 'from-labour' },
  { id: 'diagnosis', name: 'Diagnosis of a fault', minutes: 60, priced: 'from-labour' },
  { id: 'brakes-tyres', name: 'Brakes or tyres', minutes: 90, priced: 'from-labour' },
  {
    id: 'accessory-install',
    name: 'Accessory install (lights, seats, enclosures)',
    minutes: 120,
    priced: 'quoted',
  },
  { id: 'lithium-conversion', name: 'Lithium battery conversion', minutes: 240, priced: 'quoted' },
];

/** The labour rate a "from" price is worked out at, in cents an hour. */
export const labourCentsPerHour = serviceFigures.labourFromPerHour * 100;

/** The showroom whose workshop takes bookings, with its technicians' minutes on duty per weekday (0 = Sunday). */
export const sampleServiceShop = {
  locationId: 'somerville-nj',
  technicianMinutes: [0, 960, 960, 960, 960, 960, 360] as const,
  windows: [
    { label: 'Drop off 8-9AM', startsAt: '08:00', endsAt: '09:00', maxCarts: 4, weekdays: [1, 2, 3, 4, 5] },
    {
      label: 'Drop off 9-10AM',
      startsAt: '09:00',
      endsAt: '10:00',
      maxCarts: 3,
      weekdays: [1, 2, 3, 4, 5, 6],
    },
    { label: 'Drop off 12-1PM', startsAt: '12:00', endsAt: '13:00', maxCarts: 2, weekdays: [1, 2, 3, 4, 5] },
  ],
} as const;
