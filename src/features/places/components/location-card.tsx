import { CallButton } from '@/components/layout/call-button';
import { Address } from '@/components/ui/address';
import { ExternalLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Badge, Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import type { DealerLocation } from '@/content/dealer';

import { directionsUrl } from '../directions';
import { HoursList } from './hours-list';

const regionNames: Record<string, string> = { NJ: 'New Jersey', PA: 'Pennsylvania' };

function badgeText(location: DealerLocation): string {
  if (location.type === 'online') return 'Online';
  const region = location.address?.region ?? '';
  return regionNames[region] ?? region;
}

/**
 * One dealer location (spec: Location card). "full" is the showroom page's card with hours,
 * directions, call, website, social and review links; "compact" gives address, phone and
 * directions, for the thank-you page.
 */
export function LocationCard({
  location,
  variant = 'full',
}: {
  location: DealerLocation;
  variant?: 'full' | 'compact';
}) {
  const full = variant === 'full';
  return (
    <Card id={full ? location.id : undefined} className="flex w-full flex-col p-6">
      <Badge tone={location.type === 'online' ? 'accent' : 'neutral'} className="self-start">
        {badgeText(location)}
      </Badge>
      <h3 className="mt-3 text-xl font-bold">{location.name}</h3>
      {full && <p className="mt-2 text-muted">{location.summary}</p>}
      <ul className="icon-list mt-4 space-y-3 text-sm">
        {location.address && (
          <li className="gap-3">
            <Icon name="map-pin" />
            <Address address={location.address} />
          </li>
        )}
        {location.websiteUrl && (
          <li className="gap-3">
            <Icon name="globe" />
            <ExternalLink
              href={location.websiteUrl}
              className="font-semibold break-all text-brand-800 underline underline-offset-4"
            >
              {new URL(location.websiteUrl).host}
            </ExternalLink>
          </li>
        )}
        <li className="gap-3">
          <Icon name="phone" />
          <PhoneLink phone={location.phone} />
        </li>
      </ul>
      {full && (
        <div className="mt-5 rounded-xl bg-surface p-4">
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <Icon name="clock" className="size-4 text-brand-700" />
            Hours
          </p>
          <HoursList hours={location.hours} />
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {location.coordinates && (
          <ExternalLink
            href={directionsUrl(location.coordinates)}
            className={buttonClasses('secondary', 'sm')}
          >
            <Icon name="navigation" className="size-4" />
            Directions<span className="sr-only"> to {location.name}</span>
          </ExternalLink>
        )}
        {location.websiteUrl && full && (
          <ExternalLink href={location.websiteUrl} className={buttonClasses('secondary', 'sm')}>
            <Icon name="globe" className="size-4" />
            Visit website
          </ExternalLink>
        )}
        {full && <CallButton phone={location.phone} label="Call" variant="primary" size="sm" />}
      </div>
      {full && (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-4 text-sm">
          {location.social.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url} className="link-quiet">
                {link.label}
                <span className="sr-only"> for {location.name}</span>
              </ExternalLink>
            </li>
          ))}
          <li>
            <ExternalLink href={location.reviewUrl} className="inline-flex items-center gap-1 link-quiet">
              <Icon name="star" className="size-3.5" />
              Reviews<span className="sr-only"> of {location.name}</span>
            </ExternalLink>
          </li>
        </ul>
      )}
    </Card>
  );
}
