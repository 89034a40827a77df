import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { distanceMiles, municipalityTitle, type Municipality } from '@/content/municipalities';

import { milesText } from '../miles-text';

/** Links to the nearest towns of the same set, with their rough distance. */
export function NearbyTowns({ town, nearby }: { town: Municipality; nearby: readonly Municipality[] }) {
  return (
    <Section id="nearby-towns" eyebrow="Also serving" title={`Towns near ${town.name}`} tone="surface">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {nearby.map((other) => {
          const miles = Math.max(1, Math.round(distanceMiles(town.coordinates, other.coordinates)));
          return (
            <li key={other.slug} className="relative card p-5 hover:border-brand-700">
              <Icon name="map-pin" className="size-5 text-brand-700" />
              <Link
                href={`/${other.slug}`}
                className="mt-2 block font-bold after:absolute after:inset-0 hover:underline"
              >
                {municipalityTitle(other)}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {other.county}, about {milesText(miles)} away
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
