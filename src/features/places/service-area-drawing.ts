/**
 * The service-area map as a picture file (/images/maps/<region>.svg): the towns a region's
 * showroom serves as dots, the showroom as a pin, positioned from their coordinates, drawn once
 * per build. It is a picture and not markup in the page: on the home page its hundred-odd
 * elements were about a tenth of the HTML, sent twice (once more in the data React hydrates from)
 * and hydrated, for a picture below the fold that needs no script.
 */
import { locationById, type DealerLocation } from '@/content/dealer';
import {
  municipalitiesInRegion,
  municipalityTitle,
  regions,
  type Municipality,
  type RegionId,
} from '@/content/municipalities';
import { shortHash } from '@/lib/short-hash';
import { escapeXml } from '@/lib/xml';

import {
  boundsOf,
  convexHull,
  expandOutline,
  openStreetMapEmbedUrl,
  outlinePath,
  placeLabels,
  projectionFor,
  type LatLng,
} from './map-geometry';

export interface MapTown {
  name: string;
  /** Shown in the list under the map, e.g. "Bridgewater Township Golf Carts". */
  linkText: string;
  href: string;
  coordinates: LatLng;
}

export interface MapLocation {
  name: string;
  /** Short label drawn on the map, e.g. "Somerville showroom". */
  label: string;
  coordinates: LatLng;
}

/** What a region's map shows: its towns and the showroom that serves them. */
export interface ServiceArea {
  region: RegionId;
  /** The picture's and the interactive map's accessible name. */
  title: string;
  towns: readonly MapTown[];
  locations: readonly MapLocation[];
}

export interface ServiceAreaDrawing {
  svg: string;
  width: number;
  height: number;
  /** The picture's text alternative: what it shows, and where the same places are as links. */
  summary: string;
  /** OpenStreetMap's interactive map of the same box, loaded only when the visitor asks. */
  embedUrl: string;
  /** The picture's address, with the fingerprint of what it draws now (kept for good at that address). */
  picturePath: string;
}

/** The map's towns from the municipality content: each links to its landing page. */
export function mapTownsFrom(places: readonly Municipality[]): MapTown[] {
  return places.map((place) => ({
    name: place.name,
    linkText: municipalityTitle(place),
    href: `/${place.slug}`,
    coordinates: place.coordinates,
  }));
}

/** A dealer location as a pin; online-only locations have no coordinates and are left out. */
export function mapLocationsFrom(locations: readonly DealerLocation[]): MapLocation[] {
  return locations.flatMap((location) =>
    location.coordinates && location.address
      ? [
          {
            name: location.name,
            label: `${location.address.city} showroom`,
            coordinates: location.coordinates,
          },
        ]
      : [],
  );
}

export function serviceAreaOf(regionId: RegionId): ServiceArea {
  const region = regions[regionId];
  return {
    region: regionId,
    title: `Map of our ${region.name} service area`,
    towns: mapTownsFrom(municipalitiesInRegion(regionId)),
    locations: mapLocationsFrom([locationById(region.servedFrom)]),
  };
}

/** The picture's file name in /images/maps/. */
export const serviceAreaFile = (regionId: RegionId) => `${regionId}.svg`;

const pictureWidth = 440;
const fontSize = 12;
const townRadius = 4.5;
const locationRadius = 8;
const gridStep = 32;

/** The map's background grid as one path: a line every gridStep across and down. */
function gridPath(width: number, height: number): string {
  const across = Array.from(
    { length: Math.floor(width / gridStep) },
    (_, index) => `M${(index + 1) * gridStep} 0V${height}`,
  );
  const down = Array.from(
    { length: Math.floor(height / gridStep) },
    (_, index) => `M0 ${(index + 1) * gridStep}H${width}`,
  );
  return [...across, ...down].join('');
}

/** A round number of miles about a fifth of the picture wide. */
function scaleBarMiles(unitsPerMile: number): number {
  const target = pictureWidth / 5 / unitsPerMile;
  return [1, 2, 5, 10, 20, 25, 50, 100].reduce((best, miles) =>
    Math.abs(miles - target) < Math.abs(best - target) ? miles : best,
  );
}

/** A label's position or the scale bar's length, which come out of estimates: a hundredth of a unit is plenty. */
const figure = (value: number) => String(Math.round(value * 100) / 100);

export function serviceAreaDrawing({ region, title, towns, locations }: ServiceArea): ServiceAreaDrawing {
  const bounds = boundsOf(
    [...towns.map((town) => town.coordinates), ...locations.map((location) => location.coordinates)],
    0.12,
  );
  const projection = projectionFor(bounds, pictureWidth);
  const { width, height } = projection;
  const townPoints = towns.map((town) => projection.project(town.coordinates));
  const locationPoints = locations.map((location) => ({
    location,
    at: projection.project(location.coordinates),
  }));
  const area = outlinePath(expandOutline(convexHull(townPoints), 18));
  // Locations are labelled first, so a showroom always gets its name.
  const labels = placeLabels(
    [
      ...locationPoints.map(({ location, at }) => ({ at, text: location.label, radius: locationRadius })),
      ...towns.map((town, index) => ({ at: townPoints[index]!, text: town.name, radius: townRadius })),
    ],
    { width, height },
    fontSize,
  );
  const locationLabels = new Set(locations.map((location) => location.label));
  const miles = scaleBarMiles(projection.unitsPerMile);
  const barLength = miles * projection.unitsPerMile;
  const summary = `${title}: ${towns.length} towns${locations.length ? ` around ${locations.map((location) => location.name).join(' and ')}` : ''}. Every town is listed as a link below the map.`;

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="ui-sans-serif, system-ui, sans-serif">`,
    `<title>${escapeXml(summary)}</title>`,
    `<rect width="${width}" height="${height}" fill="#f0fdf4"/>`,
    `<path d="${gridPath(width, height)}" stroke="#dcfce7" stroke-width="1"/>`,
    area
      ? `<path d="${area}" fill="#d1fae5" stroke="#059669" stroke-width="2" stroke-dasharray="6 5" stroke-linejoin="round"/>`
      : '',
    // Each group's paint is said once, not on every one of its dots.
    `<g fill="#ffffff" stroke="#047857" stroke-width="2.5">`,
    ...townPoints.map((at) => `<circle cx="${at.x}" cy="${at.y}" r="${townRadius}"/>`),
    `</g><g fill="#fbbf24" stroke="#022c22" stroke-width="2.5">`,
    ...locationPoints.map(
      ({ at }) =>
        `<circle cx="${at.x}" cy="${at.y}" r="${locationRadius + 4}" fill-opacity="0.35" stroke="none"/>` +
        `<circle cx="${at.x}" cy="${at.y}" r="${locationRadius}"/>`,
    ),
    `</g><g font-size="${fontSize}" fill="#0f172a" stroke="#f0fdf4" stroke-width="3.5" paint-order="stroke" stroke-linejoin="round">`,
    ...labels.map(
      (label) =>
        `<text x="${figure(label.x)}" y="${figure(label.y)}" text-anchor="${label.anchor}" font-weight="${locationLabels.has(label.text) ? 700 : 500}">${escapeXml(label.text)}</text>`,
    ),
    `</g><g transform="translate(${width - 44} 16)"><path d="M14 0 L24 26 L14 20 L4 26 Z" fill="#064e3b"/>`,
    `<text x="14" y="42" text-anchor="middle" font-size="13" font-weight="700" fill="#064e3b">N</text></g>`,
    `<g transform="translate(16 ${height - 18})" fill="#064e3b" font-size="12"><rect width="${figure(barLength)}" height="5" rx="2"/>`,
    `<text x="${figure(barLength + 8)}" y="6">${miles} mi</text></g>`,
    `</svg>`,
  ].join('');
  return {
    svg,
    width,
    height,
    summary,
    embedUrl: openStreetMapEmbedUrl(bounds),
    picturePath: `/images/maps/${serviceAreaFile(region)}?v=${shortHash(svg)}`,
  };
}
