import type { ReactNode } from 'react';

import { Address } from '@/components/ui/address';
import { Icon, type SpriteIconName } from '@/components/ui/icon';
import { EmailLink, PhoneLink } from '@/components/ui/phone-link';
import { dealer } from '@/content/dealer';
import { HoursList } from '@/features/places/components/hours-list';

function Block({ icon, title, children }: { icon: SpriteIconName; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-5 first:border-0 first:pt-0">
      <h3 className="flex items-center gap-2 font-bold">
        <Icon name={icon} className="size-5 text-brand-700" />
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** Phones, e-mail, addresses, business and service hours and the reply promise, for /contact. */
export function ContactDetails() {
  const physical = dealer.locations.filter((location) => location.type === 'physical');
  return (
    <div className="space-y-5">
      <Block icon="phone" title="Phone">
        <ul className="space-y-1.5">
          <li>
            <PhoneLink
              phone={dealer.phone}
              className="text-lg font-bold text-brand-800 tabular-nums underline-offset-4 hover:underline"
            />
          </li>
          <li className="text-sm text-muted">
            Toll-free: <PhoneLink phone={dealer.tollFreePhone} />
          </li>
        </ul>
      </Block>
      <Block icon="mail" title="E-mail">
        <EmailLink address={dealer.email} />
      </Block>
      <Block icon="timer" title="When we reply">
        <p className="text-sm text-muted">
          We answer every message {dealer.responseTime.promise}, {dealer.responseTime.typical}.
        </p>
      </Block>
      <Block icon="clock" title="Business hours">
        <HoursList hours={dealer.businessHours} />
      </Block>
      <Block icon="wrench" title="Service hours">
        <HoursList hours={dealer.serviceHours} />
      </Block>
      <Block icon="map-pin" title="Showrooms">
        <ul className="space-y-4 text-sm">
          {physical.map((location) => (
            <li key={location.id}>
              <p className="font-semibold text-ink">{location.name}</p>
              {location.address && (
                <Address address={location.address} layout="inline" className="text-muted" />
              )}
              <PhoneLink phone={location.phone} />
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}
