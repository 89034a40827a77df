import Link from 'next/link';

import { Icon, type SpriteIconName } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { Municipality } from '@/content/municipalities';
import { storagePolicy } from '@/content/policies/storage-policy';
import { serviceFigures, storageFigures } from '@/content/policy-figures';
import { rentalDelivery } from '@/content/rental-plans';
import type { Vehicle } from '@/features/inventory/vehicle';
import { formatPrice } from '@/lib/format-price';

import { lowestDailyRate, townSalesText } from '../town-copy';

interface Offer {
  icon: SpriteIconName;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
}

function offersFor(town: Municipality, listed: readonly Vehicle[]): Offer[] {
  return [
    {
      icon: 'car',
      title: 'Carts for sale',
      text: townSalesText(town, listed),
      href: '/inventory',
      linkLabel: 'Browse the inventory',
    },
    {
      icon: 'calendar-days',
      title: 'Rentals with delivery',
      text: `Daily, 3 day, weekly and monthly rentals from ${formatPrice(lowestDailyRate())}. Delivery is $${rentalDelivery.feePerMile} per mile beyond ${rentalDelivery.includedMiles} miles.`,
      href: `/${town.slug}/rentals`,
      linkLabel: `${town.name} rental plans`,
    },
    {
      icon: 'wrench',
      title: 'Service and repair',
      text: `Maintenance, battery work and repairs from $${serviceFigures.labourFromPerHour}/hour, usually back to you in ${serviceFigures.turnaroundHours.min}-${serviceFigures.turnaroundHours.max} hours.`,
      href: '/services',
      linkLabel: 'Our services',
    },
    {
      icon: 'warehouse',
      title: 'Storage',
      text: `Indoor storage ${formatPrice(storageFigures.monthly.indoor)} a month or covered ${formatPrice(storageFigures.monthly.covered)}, with winter packages from ${formatPrice(storageFigures.winterPackage.covered)}.`,
      href: storagePolicy.path,
      linkLabel: 'Storage policy',
    },
  ];
}

/** What the dealer does for the town, each with its page. */
export function TownOffers({ town, listed }: { town: Municipality; listed: readonly Vehicle[] }) {
  return (
    <Section
      id="town-offers"
      eyebrow="Sales, rentals, service, storage"
      title={`What we offer in ${town.name}`}
      tone="surface"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offersFor(town, listed).map((offer) => (
          <li key={offer.title} className="flex flex-col card p-6">
            <Icon name={offer.icon} className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-bold">{offer.title}</h3>
            <p className="mt-2 flex-1 text-muted">{offer.text}</p>
            <Link href={offer.href} className="mt-4 link-prose">
              {offer.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
