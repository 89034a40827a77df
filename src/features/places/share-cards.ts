/**
 * The preview pictures social sites show when a page is shared: home, rentals, and each town and
 * its rental page, drawn at build time from the same content the pages read
 * (src/app/images/share/cards/[card]/route.tsx). Vehicle and brand pages share a cart's own
 * photo or drawing instead.
 */
import { dealer } from '@/content/dealer';
import { municipalities, type Municipality } from '@/content/municipalities';
import { formatPrice } from '@/lib/format-price';

import { lowestDailyRate, townPageTitle, townRentalTitle } from './town-copy';

export interface ShareCard {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

export const shareCardSize = { width: 1200, height: 630 } as const;

const rentalsLine = () => `From ${formatPrice(lowestDailyRate())} a day, delivered to your door`;

export const homeShareCard = (): ShareCard => ({
  id: 'home',
  eyebrow: 'Sales · Rentals · Service · Storage',
  title: dealer.tagline,
  subtitle: `Call ${dealer.phone.display}`,
});

export const rentalsShareCard = (): ShareCard => ({
  id: 'rentals',
  eyebrow: 'Golf cart rentals',
  title: '4 seater, 6 seater and utility carts by the day, week or month',
  subtitle: rentalsLine(),
});

export const townShareCard = (town: Municipality): ShareCard => ({
  id: `town-${town.slug}`,
  eyebrow: `${town.county}, NJ`,
  title: townPageTitle(town),
  subtitle: 'Sales, rentals, delivery and service',
});

export const townRentalShareCard = (town: Municipality): ShareCard => ({
  id: `town-${town.slug}-rentals`,
  eyebrow: `${town.county}, NJ`,
  title: townRentalTitle(town),
  subtitle: rentalsLine(),
});

export function allShareCards(): ShareCard[] {
  return [
    homeShareCard(),
    rentalsShareCard(),
    ...municipalities.flatMap((town) => [townShareCard(town), townRentalShareCard(town)]),
  ];
}

/** What a page passes to the metadata helper as its preview picture. */
export function shareCardImage(card: ShareCard) {
  return {
    url: `/images/share/cards/${card.id}.png`,
    alt: `${card.title}: ${dealer.name}`,
    ...shareCardSize,
  };
}
