import type { DealerLocation } from '@/content/dealer';
import { municipalityTitle, type Municipality } from '@/content/municipalities';

import {
  boundsOf,
  convexHull,
  expandOutline,
  openStreetMapEmbedUrl,
  outlinePath,
  placeLabels,
  projectionFor,
  type LatLng,
} from '../map-geometry';
import { InteractiveMapFacade } from './interactive-map-facade';

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

const pictureWidth = 440;
const fontSize = 12;
const townRadius = 4.5;
const locationRadius = 8;

/** A round number of miles about a fifth of the picture wide. */
function scaleBarMiles(unitsPerMile: number): number {
  const target = pictureWidth / 5 / unitsPerMile;
  return [1, 2, 5, 10, 20, 25, 50, 100].reduce((best, miles) =>
    Math.abs(miles - target) < Math.abs(best - target) ? miles : best,
  );
}

/**
 * The service-area map facade: a light, server-drawn picture of the towns (dots) and dealer
 * locations (pins), positioned from their coordinates, with every town as a real link below.
 * The visitor can swap the picture for OpenStreetMap's interactive map; nothing third-party
 * loads until then.
 */
export function ServiceAreaMap({
  title = 'Map of our service area',
  towns,
  locations = [],
  listHeading,
}: {
  /** Accessible name of the picture and the iframe. */
  title?: string;
  towns: readonly MapTown[];
  locations?: readonly MapLocation[];
  /** Optional visible heading (h3) above the town list. */
  listHeading?: string;
}) {
  const everyPlace = [
    ...towns.map((town) => town.coordinates),
    ...locations.map((location) => location.coordinates),
  ];
  const bounds = boundsOf(everyPlace, 0.12);
  const projection = projectionFor(bounds, pictureWidth);
  const { width, height } = projection;
  const townPoints = towns.map((town) => ({ town, at: projection.project(town.coordinates) }));
  const locationPoints = locations.map((location) => ({
    location,
    at: projection.project(location.coordinates),
  }));
  const area = outlinePath(expandOutline(convexHull(townPoints.map(({ at }) => at)), 18));
  // Locations are labelled first, so a showroom always gets its name.
  const labels = placeLabels(
    [
      ...locationPoints.map(({ location, at }) => ({ at, text: location.label, radius: locationRadius })),
      ...townPoints.map(({ town, at }) => ({ at, text: town.name, radius: townRadius })),
    ],
    { width, height },
    fontSize,
  );
  const miles = scaleBarMiles(projection.unitsPerMile);
  const barLength = miles * projection.unitsPerMile;
  const summary = `${title}: ${towns.length} towns${locations.length ? ` around ${locations.map((location) => location.name).join(' and ')}` : ''}. Every town is listed as a link below the map.`;

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="card p-3 sm:p-4">
        <InteractiveMapFacade
          embedUrl={openStreetMapEmbedUrl(bounds)}
          title={title}
          aspectRatio={width / height}
        >
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
            className="block h-auto w-full rounded-xl"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
          >
            <rect width={width} height={height} fill="#f0fdf4" />
            {/* The grid is one path: a line element each would be thirty more elements to send and hydrate. */}
            <path d={gridPath(width, height)} stroke="#dcfce7" strokeWidth="1" />
            {area && (
              <path
                d={area}
                fill="#d1fae5"
                stroke="#059669"
                strokeWidth="2"
                strokeDasharray="6 5"
                strokeLinejoin="round"
              />
            )}
            {/* Each group's paint is said once, not on every one of its dots. */}
            <g fill="#ffffff" stroke="#047857" strokeWidth="2.5">
              {townPoints.map(({ town, at }) => (
                <circle key={town.href} cx={at.x} cy={at.y} r={townRadius} />
              ))}
            </g>
            <g fill="#fbbf24" stroke="#022c22" strokeWidth="2.5">
              {locationPoints.map(({ location, at }) => (
                <g key={location.name}>
                  <circle cx={at.x} cy={at.y} r={locationRadius + 4} fillOpacity="0.35" stroke="none" />
                  <circle cx={at.x} cy={at.y} r={locationRadius} />
                </g>
              ))}
            </g>
            <g
              fontSize={fontSize}
              fill="#0f172a"
              stroke="#f0fdf4"
              strokeWidth="3.5"
              paintOrder="stroke"
              strokeLinejoin="round"
            >
              {labels.map((label) => (
                <text
                  key={label.text}
                  x={label.x}
                  y={label.y}
                  textAnchor={label.anchor}
                  fontWeight={locations.some((location) => location.label === label.text) ? 700 : 500}
                >
                  {label.text}
                </text>
              ))}
            </g>
            <g transform={`translate(${width - 44} 16)`}>
              <path d="M14 0 L24 26 L14 20 L4 26 Z" fill="#064e3b" />
              <text x="14" y="42" textAnchor="middle" fontSize="13" fontWeight="700" fill="#064e3b">
                N
              </text>
            </g>
            <g transform={`translate(16 ${height - 18})`} fill="#064e3b" fontSize="12">
              <rect width={barLength} height="5" rx="2" />
              <text x={barLength + 8} y="6">
                {miles} mi
              </text>
            </g>
          </svg>
        </InteractiveMapFacade>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted" aria-label="Map key">
          {locations.length > 0 && (
            <li className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3.5 rounded-full border-2 border-brand-950 bg-accent-400"
              />
              Our location
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full border-2 border-brand-700 bg-white"
            />
            Town we serve
          </li>
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded-sm border-2 border-dashed border-brand-600 bg-brand-100"
            />
            Service area
          </li>
        </ul>
      </div>
      <div>
        {listHeading && <h3 className="text-xl font-bold">{listHeading}</h3>}
        <ul
          className={`link-list grid gap-x-6 gap-y-2 font-medium min-[420px]:grid-cols-2 ${listHeading ? 'mt-4' : ''}`}
        >
          {towns.map((town) => (
            <li key={town.href}>
              <a href={town.href}>{town.linkText}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
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
