/**
 * The dealer profile: the one place that names the business, its phones, addresses and hours.
 * Every page, the structured data and the e-mails read from here. The defaults are plainly
 * fictional (555 numbers, "Example" streets); the README explains how a dealer replaces them.
 */

import { dealerTimeZone } from './dealer-time-zone';

export interface PhoneNumber {
  /** As printed on the page, e.g. "(908) 555-0142". */
  display: string;
  /** E.164 form used in tel: links and structured data, e.g. "+19085550142". */
  e164: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'US';
}

export interface OpeningHours {
  /** Human label, e.g. "Mon-Fri". */
  days: string;
  /** Schema.org day names the row covers. */
  dayOfWeek: readonly string[];
  /** "9AM-5PM", or "Closed" / "Emergency only". */
  label: string;
  opens?: string;
  closes?: string;
}

export interface DealerLocation {
  id: string;
  name: string;
  type: 'physical' | 'online';
  /** Short description shown on the showroom card. */
  summary: string;
  address?: PostalAddress;
  phone: PhoneNumber;
  coordinates?: { latitude: number; longitude: number };
  hours: readonly OpeningHours[];
  websiteUrl?: string;
  reviewUrl: string;
  social: readonly { label: string; url: string }[];
}

/**
 * The main line. Client components get it from the root layout (`DealerPhoneProvider`), never by
 * importing it: Turbopack would bring this whole file into the browser with it.
 */
export const mainPhone: PhoneNumber = { display: '(908) 555-0142', e164: '+19085550142' };
const tollFreePhone: PhoneNumber = { display: '(888) 555-0199', e164: '+18885550199' };

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export const businessHours: readonly OpeningHours[] = [
  { days: 'Mon-Fri', dayOfWeek: weekdayNames, label: '9AM-5PM', opens: '09:00', closes: '17:00' },
  { days: 'Sat', dayOfWeek: ['Saturday'], label: '9AM-5PM', opens: '09:00', closes: '17:00' },
  { days: 'Sun', dayOfWeek: ['Sunday'], label: 'Closed' },
];

export const serviceHours: readonly OpeningHours[] = [
  { days: 'Mon-Fri', dayOfWeek: weekdayNames, label: '8AM-5PM', opens: '08:00', closes: '17:00' },
  { days: 'Sat', dayOfWeek: ['Saturday'], label: '9AM-3PM', opens: '09:00', closes: '15:00' },
  { days: 'Sun', dayOfWeek: ['Sunday'], label: 'Emergency only' },
];

export const onlineStoreHours: readonly OpeningHours[] = [
  {
    days: 'Every day',
    dayOfWeek: [...weekdayNames, 'Saturday', 'Sunday'],
    label: 'Open 24 hours',
    opens: '00:00',
    closes: '23:59',
  },
];

const dealerLocations: readonly DealerLocation[] = [
  {
    id: 'somerville-nj',
    name: 'Fairway EV Carts Somerville Showroom',
    type: 'physical',
    summary: 'Our main New Jersey showroom, service shop and rental base for Somerset County.',
    address: {
      street: '100 Example Road',
      city: 'Somerville',
      region: 'NJ',
      postalCode: '08876',
      country: 'US',
    },
    phone: mainPhone,
    coordinates: { latitude: 40.5743, longitude: -74.6099 },
    hours: businessHours,
    reviewUrl: 'https://reviews.example.com/fairway-ev-carts-somerville',
    social: [
      { label: 'Facebook', url: 'https://facebook.example.com/fairwayevcarts' },
      { label: 'Instagram', url: 'https://instagram.example.com/fairwayevcarts' },
    ],
  },
  {
    id: 'toms-river-nj',
    name: 'Fairway EV Carts Jersey Shore',
    type: 'physical',
    summary: 'Sales, rentals and delivery for Ocean County and Long Beach Island.',
    address: {
      street: '200 Example Boulevard',
      city: 'Toms River',
      region: 'NJ',
      postalCode: '08753',
      country: 'US',
    },
    phone: { display: '(732) 555-0163', e164: '+17325550163' },
    coordinates: { latitude: 39.9537, longitude: -74.1979 },
    hours: businessHours,
    reviewUrl: 'https://reviews.example.com/fairway-ev-carts-toms-river',
    social: [{ label: 'Facebook', url: 'https://facebook.example.com/fairwayevcartsshore' }],
  },
  {
    id: 'hatfield-pa',
    name: 'Fairway EV Carts Hatfield',
    type: 'physical',
    summary: 'Pennsylvania showroom serving Montgomery and Bucks counties.',
    address: {
      street: '300 Example Pike',
      city: 'Hatfield',
      region: 'PA',
      postalCode: '19440',
      country: 'US',
    },
    phone: { display: '(215) 555-0117', e164: '+12155550117' },
    coordinates: { latitude: 40.2798, longitude: -75.2993 },
    hours: businessHours,
    reviewUrl: 'https://reviews.example.com/fairway-ev-carts-hatfield',
    social: [{ label: 'Facebook', url: 'https://facebook.example.com/fairwayevcartshatfield' }],
  },
  {
    id: 'pocono-pines-pa',
    name: 'Fairway EV Carts Pocono Pines',
    type: 'physical',
    summary: 'Lake and mountain community carts for the Poconos.',
    address: {
      street: '400 Example Lake Road',
      city: 'Pocono Pines',
      region: 'PA',
      postalCode: '18350',
      country: 'US',
    },
    phone: { display: '(570) 555-0188', e164: '+15705550188' },
    coordinates: { latitude: 41.1051, longitude: -75.4599 },
    hours: businessHours,
    reviewUrl: 'https://reviews.example.com/fairway-ev-carts-pocono-pines',
    social: [{ label: 'Facebook', url: 'https://facebook.example.com/fairwayevcartspoconos' }],
  },
  {
    id: 'online-store',
    name: 'Fairway EV Carts Online Store',
    type: 'online',
    summary: 'Parts, accessories and quotes online, open around the clock.',
    phone: tollFreePhone,
    hours: onlineStoreHours,
    websiteUrl: 'https://shop.fairway-ev-carts.example',
    reviewUrl: 'https://reviews.example.com/fairway-ev-carts-online',
    social: [{ label: 'YouTube', url: 'https://youtube.example.com/@fairwayevcarts' }],
  },
];

export const dealer = {
  name: 'Fairway EV Carts',
  legalName: 'Fairway EV Carts LLC',
  tagline: 'Electric golf carts and utility vehicles for New Jersey and Pennsylvania',
  phone: mainPhone,
  tollFreePhone,
  email: 'sales@fairway-ev-carts.example',
  /** Confidential line for ethics reports (Code of Ethics page). */
  ethicsEmail: 'ethics@fairway-ev-carts.example',
  hrEmail: 'careers@fairway-ev-carts.example',
  /** External financing application; opens in a new tab. */
  financingUrl: 'https://financing.example.com/apply/fairway-ev-carts',
  /** Partner dealer's page for one model; {slug} is the catalogue slug. */
  partnerVehicleUrlPattern: 'https://partner-dealer.example.com/vehicles/{slug}',
  foundedYear: 2010,
  claims: {
    customers: '500+',
    years: '15+',
    modelsPerBrand: 6,
    financing: '0% financing on select models',
  },
  /** Other brands the dealer carries besides the two featured ones. */
  otherBrands: ['Club Car', 'EZ-GO', 'Tomberlin', 'Swift EV'],
  /** Where the dealer is: set in `dealer-time-zone.ts`, which the browser's clocks read too. */
  timeZone: dealerTimeZone,
  businessHours,
  serviceHours,
  onlineStoreHours,
  responseTime: {
    promise: 'within 24 hours',
    typical: 'typically 2-6 hours during business hours',
  },
  locations: dealerLocations,
} as const;

export type Dealer = typeof dealer;

/** The partner dealer's page for one catalogue model. */
export function partnerVehicleUrl(slug: string): string {
  return dealer.partnerVehicleUrlPattern.replace('{slug}', encodeURIComponent(slug));
}

export function locationById(id: string): DealerLocation {
  const location = dealer.locations.find((candidate) => candidate.id === id);
  if (!location) throw new Error(`Unknown dealer location: ${id}`);
  return location;
}
