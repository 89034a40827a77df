import { Address } from '@/components/ui/address';
import { ExternalLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon, IconLine } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import { Section } from '@/components/ui/section';
import { regions, type Municipality } from '@/content/municipalities';
import { dealerZoneOffsets } from '@/lib/opening-hours';

import { directionsUrl } from '../directions';
import { partOfNote } from '../town-copy';
import { distancePhrase, type TownLocation } from '../town-location';
import { HoursList } from './hours-list';
import { OpenNow } from './open-now';

function LocationFacts({ town, serving }: { town: Municipality; serving: TownLocation }) {
  const { location, miles } = serving;
  return (
    <aside
      aria-labelledby="town-location-heading"
      className="rounded-card border border-line bg-surface p-6 lg:col-start-2 lg:row-start-1 lg:self-start"
    >
      <h3 id="town-location-heading" className="text-lg font-bold">
        {town.name} at a glance
      </h3>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold">County</dt>
        <dd>{town.county}, NJ</dd>
        <dt className="font-semibold">Area</dt>
        <dd>{regions[town.region].name}</dd>
        {town.partOf && (
          <>
            <dt className="font-semibold">Part of</dt>
            <dd>{town.partOf}</dd>
          </>
        )}
        <dt className="font-semibold">Nearest showroom</dt>
        <dd>
          {location.name}, {distancePhrase(miles, town.name)}
        </dd>
      </dl>
      {location.address && (
        <IconLine icon="map-pin" className="mt-5 gap-2 text-sm" iconClassName="size-4 text-brand-700">
          <Address address={location.address} layout="inline" />
        </IconLine>
      )}
      <IconLine as="p" icon="phone" className="mt-2 gap-2 text-sm" iconClassName="size-4 text-brand-700">
        <PhoneLink phone={location.phone} />
      </IconLine>
      <div className="mt-5 border-t border-line pt-4">
        <h4 className="text-sm font-bold">Showroom hours</h4>
        <div className="mt-2">
          <OpenNow hours={location.hours} zone={dealerZoneOffsets()} />
        </div>
        <HoursList hours={location.hours} className="mt-2" />
      </div>
      {location.coordinates && (
        <ExternalLink
          href={directionsUrl(location.coordinates)}
          className={buttonClasses('secondary', 'sm', 'mt-5')}
        >
          <Icon name="navigation" className="size-4" />
          Directions<span className="sr-only"> to {location.name}</span>
        </ExternalLink>
      )}
    </aside>
  );
}

/** The town in its own words: where it is, what it is like, and where a cart fits there. */
export function TownAbout({ town, serving }: { town: Municipality; serving: TownLocation }) {
  const note = partOfNote(town);
  return (
    <Section id="about-town" eyebrow="Around town" title={`Golf carts in ${town.name}`}>
      {/* The showroom and directions come first on a phone; beside the text on a desktop. */}
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <LocationFacts town={town} serving={serving} />
        <div className="lg:col-start-1 lg:row-start-1">
          {note && <p className="mb-4 font-semibold text-brand-800">{note}.</p>}
          <p className="text-lg leading-relaxed">{town.localIntro}</p>
          <h3 className="mt-8 text-xl font-bold">Where a cart fits in {town.name}</h3>
          <ul className="mt-4 space-y-3">
            {town.cartUses.map((use) => (
              <li key={use} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                <span>{use}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
