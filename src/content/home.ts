/** Copy of the home page's value blocks and about block. Figures come from dealer.ts. */
import { dealer } from '@/content/dealer';
import type { IconBlock } from '@/content/icon-names';

export const homeValueBlocks: readonly IconBlock[] = [
  {
    icon: 'quality',
    title: 'Premium Quality',
    text: 'New Denago and Evolution carts, inspected, charged and road-tested in our shop before they reach you.',
  },
  {
    icon: 'service',
    title: 'Expert Service',
    text: 'Maintenance, battery work and repairs by our own technicians, with pick-up and delivery available.',
  },
  {
    icon: 'financing',
    title: '0% Financing',
    text: `${dealer.claims.financing[0]!.toUpperCase()}${dealer.claims.financing.slice(1)}. Apply online in minutes.`,
  },
  {
    icon: 'eco',
    title: 'Eco-Friendly',
    text: 'Quiet electric drive with no fuel and no tailpipe: cheaper to run and kinder to your neighbourhood.',
  },
];

export const homeAbout = {
  title: `About ${dealer.name}`,
  text: `For ${dealer.claims.years} years we have helped families, clubs, campgrounds and businesses choose the right cart, and we keep looking after it once it is theirs: service, batteries, storage and rentals from our own team.`,
};
