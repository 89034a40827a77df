import Link from 'next/link';

import { Address } from '@/components/ui/address';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';

/** The showrooms after the main one, a card each with its address and number (the home page). */
export function OtherShowrooms() {
  return (
    <Section id="showrooms" title="Our other showrooms">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {dealer.locations.slice(1).map((location) => (
          <li key={location.id}>
            <Card className="flex h-full flex-col p-6">
              <h3 className="text-lg font-bold">{location.name}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{location.summary}</p>
              {location.address && (
                <Address address={location.address} layout="inline" className="mt-3 text-sm" />
              )}
              <PhoneLink
                phone={location.phone}
                className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <Icon name="phone" className="size-4" /> {location.phone.display}
              </PhoneLink>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href="/showroom" className="link-prose">
          All showrooms, hours and directions
        </Link>
      </p>
    </Section>
  );
}
