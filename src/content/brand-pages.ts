/**
 * Copy of the two brand pages (/denago, /evolution) and of the vehicle template's "Why choose"
 * section. Figures (prices, seats, range...) are not written here: bullets that state one name the
 * fact, and the page computes it from the vehicles in stock (src/features/catalogue/series-summary.ts).
 */
import type { BrandId } from '@/content/brands';
import type { IconBlock } from '@/content/icon-names';

/** A figure of the brand's lineup in stock that a bullet states, worked out when the page renders. */
export type BrandFact = 'seats' | 'top-speed' | 'range';

export interface BrandPageCopy {
  brand: BrandId;
  path: string;
  seoTitle: string;
  seoDescription: string;
  keywords: readonly string[];
  heroEyebrow: string;
  heroTitle: string;
  heroLead: string;
  introTitle: string;
  introText: string;
  /** Six feature bullets of the intro: text, or a figure computed from the lineup in stock. */
  introFeatures: readonly (string | { fact: BrandFact })[];
  whyChoose: readonly IconBlock[];
  closingTitle: string;
  closingText: string;
}

export const brandPages: Record<BrandId, BrandPageCopy> = {
  denago: {
    brand: 'denago',
    path: '/denago',
    seoTitle: 'Denago EV Golf Carts: EV City, Nomad and Rover',
    seoDescription:
      'Denago EV golf carts in New Jersey: the compact EV City, family-size Nomad and group-size Rover, all lithium-ion. Test drives, financing and local service.',
    keywords: ['Denago golf carts', 'Denago EV City', 'Denago Nomad', 'Denago Rover', 'lithium golf cart NJ'],
    heroEyebrow: 'Authorized Denago EV dealer',
    heroTitle: 'Denago EV Golf Carts',
    heroLead:
      'Lithium-ion electric carts from the compact EV City to the group-size Rover XXL, set up and serviced by our own team.',
    introTitle: 'Why families and communities pick Denago',
    introText:
      'Denago builds modern electric carts around lithium-ion batteries. We carry the whole current lineup, prepare every cart in our shop before delivery, and look after it for as long as you own it.',
    introFeatures: [
      'Lithium-ion batteries on every model',
      { fact: 'seats' },
      { fact: 'top-speed' },
      { fact: 'range' },
      'Dealer setup, delivery and service in New Jersey',
      'Financing available, including 0% on select models',
    ],
    whyChoose: [
      {
        icon: 'lithium',
        title: 'Lithium power, less upkeep',
        text: 'No watering or equalizing charges: lithium-ion packs are simple to live with and ready when you are.',
      },
      {
        icon: 'sizes',
        title: 'A size for every driveway',
        text: 'The EV City fits tight spaces, the Nomad carries a family and the Rover moves the whole group.',
      },
      {
        icon: 'service',
        title: 'Looked after locally',
        text: 'Our technicians prepare, deliver and service every Denago we sell, from our own shop.',
      },
    ],
    closingTitle: 'Ready to drive a Denago?',
    closingText: 'Call us or ask for a quote, and we will have your cart charged and ready for a test drive.',
  },
  evolution: {
    brand: 'evolution',
    path: '/evolution',
    seoTitle: 'Evolution Electric Golf Carts: D5, D6 Max, Classic and more',
    seoDescription:
      'Evolution electric carts in New Jersey: D5 Ranger, D5 Maverick, Classic, Carrier, Forester, Turfman and D6 Max. Compare price, seats and range; test drive.',
    keywords: [
      'Evolution golf carts',
      'Evolution D5 Ranger',
      'Evolution D5 Maverick',
      'Evolution D6 Max',
      'electric utility vehicle NJ',
    ],
    heroEyebrow: 'Authorized Evolution dealer',
    heroTitle: 'Evolution Electric Vehicles',
    heroLead:
      'Electric carts and utility vehicles from the Classic on the course to the D6 Max at the top of the range, with a model for every job.',
    introTitle: 'The widest lineup we carry',
    introText:
      'Evolution covers personal transport, people movers, turf and trail utility vehicles. Tell us how you will use your cart and we will match you to the right series and seating.',
    introFeatures: [
      'Series for personal, utility and group use',
      { fact: 'seats' },
      'Lifted and 4x4 models for rough ground',
      'Cargo-bed Turfman utility vehicles',
      'Dealer setup, delivery and service in New Jersey',
      'Financing available, including 0% on select models',
    ],
    whyChoose: [
      {
        icon: 'sizes',
        title: 'A model for every job',
        text: 'From the Classic on the course to the Carrier people mover and the cargo-bed Turfman, there is an Evolution for it.',
      },
      {
        icon: 'price',
        title: 'Straightforward pricing',
        text: 'Every price on our site is the price we quote. Ask us about current financing offers.',
      },
      {
        icon: 'service',
        title: 'Service that stays local',
        text: 'Maintenance, batteries and repairs are handled by our own technicians in New Jersey.',
      },
    ],
    closingTitle: 'Find your Evolution',
    closingText: 'Compare every model in our inventory, or call and we will help you narrow it down.',
  },
};

/** The three "Why choose" blocks of every catalogue vehicle page (spec: static vehicle template). */
export const vehicleWhyChoose: readonly IconBlock[] = [
  {
    icon: 'service',
    title: 'Expert service',
    text: 'Our own technicians prepare every cart before delivery and handle maintenance, batteries and repairs in our own shop.',
  },
  {
    icon: 'premium',
    title: 'Premium quality',
    text: 'We sell new carts from brands we stand behind, inspected and road-tested by us before they reach your driveway.',
  },
  {
    icon: 'local',
    title: 'Local expertise',
    text: 'We live and ride where you do: Somerset County, the Jersey Shore and Pennsylvania. Ask us what works on your streets.',
  },
];
