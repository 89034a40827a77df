/**
 * Copy for /about: the dealer's story, values and the teams behind the counter. Figures (years,
 * customers, headcount) are read from dealer.ts and policy-figures.ts, never typed here.
 */
import { brands } from '@/content/brands';
import { dealer } from '@/content/dealer';
import type { IconBlock } from '@/content/icon-names';
import { listInWords } from '@/content/list-in-words';
import { staffingReport2024 } from '@/content/policy-figures';

export type AboutValue = IconBlock;

export interface AboutTeam {
  id: 'sales' | 'service' | 'rentals' | 'parts';
  title: string;
  text: string;
}

const brandsCarried = [brands.denago.name, brands.evolution.name, ...dealer.otherBrands];

export const aboutStory: readonly string[] = [
  `${dealer.name} started in ${dealer.foundedYear} with a simple idea: people buying an electric cart deserve a dealer who will still be there when it needs a battery, a repair or a new set of tires. ${dealer.claims.years} years later we have helped ${dealer.claims.customers} customers choose, finance, rent and look after their carts.`,
  `From our Somerville showroom in Somerset County we serve homeowners, farms, campuses and businesses across central New Jersey, and our Jersey Shore team looks after beach towns and Long Beach Island. In Pennsylvania our Hatfield and Pocono Pines showrooms serve Montgomery and Bucks counties and the lake communities of the Poconos.`,
  `We carry ${listInWords(brandsCarried)}, with ${dealer.claims.modelsPerBrand} models in each featured lineup, and ${dealer.claims.financing}. Sales, rentals, service, storage and delivery all sit under one roof, so one call gets everything done.`,
];

export const aboutValues: readonly AboutValue[] = [
  {
    icon: 'honest',
    title: 'Straight answers',
    text: 'Written prices and terms before you commit, honest advice on range and battery life, and no fees hidden in the small print.',
  },
  {
    icon: 'service',
    title: 'Service that lasts',
    text: 'We look after what we sell: maintenance, battery work, warranty repairs and upgrades from our own technicians.',
  },
  {
    icon: 'safety',
    title: 'Safety first',
    text: 'Every cart is prepared and checked before delivery, and every rental comes with a walkthrough of the controls.',
  },
  {
    icon: 'eco',
    title: 'Local and electric',
    text: 'Quiet carts with no tailpipe emissions, sold and serviced by neighbours who live in the communities we serve.',
  },
];

export const aboutTeams: readonly AboutTeam[] = [
  {
    id: 'sales',
    title: 'Sales team',
    text: 'Helps you compare models, arrange a test drive and find financing that fits, without pressure.',
  },
  {
    id: 'service',
    title: 'Service technicians',
    text: 'Diagnose, maintain and repair electric carts, from battery packs and chargers to brakes and lift kits.',
  },
  {
    id: 'rentals',
    title: 'Rental & delivery crew',
    text: 'Prepares, delivers and collects rental carts and new purchases, and shows every driver the controls.',
  },
  {
    id: 'parts',
    title: 'Parts & customer support',
    text: 'Finds the right part or accessory, answers enquiries and keeps your appointments on schedule.',
  },
];

const staff = staffingReport2024;

/** One sentence on the size of the team, from the latest staffing report. */
export const teamSizeText = `In ${staff.year} our team counted ${staff.fullTime} full-time and ${staff.partTime} part-time employees, joined by ${staff.seasonal} seasonal team members from ${staff.seasonalMonths}, with ${staff.retentionPercent}% of our people staying with us through the year.`;
