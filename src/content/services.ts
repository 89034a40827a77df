/**
 * The four services on /services (brief section 2: Services). Prices come from policy-figures.ts;
 * where the spec gives no figure the label says how the price is set, never a made-up number.
 */
import type { IconBlock } from '@/content/icon-names';
import { rangeText, serviceFigures, usd } from '@/content/policy-figures';

export type ServiceId = 'maintenance-repair' | 'battery' | 'custom-modifications' | 'warranty';

export interface Service {
  id: ServiceId;
  title: string;
  summary: string;
  /** Five or six things the service covers. */
  features: readonly string[];
  /** What the visitor pays, e.g. "Labour from $155/hour". */
  priceLabel: string;
  /** A second line under the price, e.g. the turnaround. */
  priceNote: string;
}

const labour = `Labour from ${usd(serviceFigures.labourFromPerHour)}/hour`;
export const serviceTurnaround = `${rangeText(serviceFigures.turnaroundHours)} hour turnaround on most jobs`;

export const services: readonly Service[] = [
  {
    id: 'maintenance-repair',
    title: 'Maintenance & Repair',
    summary:
      'Scheduled servicing and repairs for electric golf carts and utility vehicles of every brand we carry, done by technicians who work on carts every day.',
    features: [
      'Seasonal tune-ups and multi-point safety inspections',
      'Brake, steering and suspension adjustment and repair',
      'Motor, controller and wiring diagnostics',
      'Tire replacement, rotation and alignment',
      'Lights, turn signals, horn and accessory electrics',
      'A written estimate before any repair begins',
    ],
    priceLabel: labour,
    priceNote: serviceTurnaround,
  },
  {
    id: 'battery',
    title: 'Battery Service',
    summary:
      'Batteries decide how far and how long a cart runs. We test, maintain and replace lead acid and lithium ion packs and the chargers that feed them.',
    features: [
      'Battery pack testing and load diagnostics',
      'Lead acid watering, terminal cleaning and cable checks',
      'Charger testing, repair and replacement',
      'Replacement packs matched to your cart and how you use it',
      'Advice on lithium ion upgrades for compatible carts',
      'Old batteries recycled through licensed recyclers',
    ],
    priceLabel: labour,
    priceNote: serviceTurnaround,
  },
  {
    id: 'custom-modifications',
    title: 'Custom Modifications',
    summary:
      'Make a cart your own: we fit lift kits, wheels, seating, lighting and accessories, and tell you up front how a change affects range and ride.',
    features: [
      'Lift kits and larger wheel and tire packages',
      'Rear flip seats and extra seating conversions',
      'LED light bars, street-legal lighting kits and mirrors',
      'Enclosures, covers and weather protection',
      'Cargo boxes, racks and utility accessories',
    ],
    priceLabel: 'Quoted per job',
    priceNote: 'A written quote for parts and labour before we start',
  },
  {
    id: 'warranty',
    title: 'Warranty Service',
    summary:
      'As an authorised dealer we carry out manufacturer warranty repairs and handle the claim paperwork, so you deal with one shop from start to finish.',
    features: [
      'Warranty diagnosis and repairs on the carts we sell',
      'Claim paperwork handled with the manufacturer for you',
      'Manufacturer-approved parts for covered repairs',
      'Safety recall work carried out promptly',
      'A clear answer on what is covered before work begins',
    ],
    priceLabel: "Covered work at no charge under the manufacturer's warranty",
    priceNote: 'Work outside the warranty is quoted before we begin',
  },
];

/** How a service visit works, shown on /services. */
export const serviceSteps: readonly IconBlock[] = [
  {
    icon: 'request',
    title: 'Tell us what you need',
    text: 'Send the form or call us with your cart model and what it is doing, and we agree a time to see it.',
  },
  {
    icon: 'service',
    title: 'We diagnose and quote',
    text: 'A technician inspects the cart and gives you a written estimate before any work starts.',
  },
  {
    icon: 'ready',
    title: 'Back on the road',
    text: `Most jobs are finished within ${rangeText(serviceFigures.turnaroundHours)} hours, and we call you when the cart is ready.`,
  },
];
