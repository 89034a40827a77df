import { describe, expect, it } from 'vitest';

import { locationById } from '@/content/dealer';
import { municipalitiesInRegion, regions } from '@/content/municipalities';

import { xmllintErrors } from '../../../tests/support/xmllint';
import { serviceAreaDrawing, serviceAreaOf, type ServiceArea } from './service-area-drawing';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('the service-area picture', () => {
  const region = regions['somerset-county'];
  const towns = municipalitiesInRegion(region.id);
  const showroom = locationById(region.servedFrom);
  const drawing = serviceAreaDrawing(serviceAreaOf(region.id));

  it('draws a dot for every town the region serves and a pin for its showroom, named', () => {
    expect(drawing.svg.match(/<circle [^>]*r="4\.5"/g)).toHaveLength(towns.length);
    expect(drawing.svg.match(/<circle [^>]*r="8"/g)).toHaveLength(1);
    expect(texts(drawing.svg)).toContain(`${showroom.address!.city} showroom`);
    // Labels that would overlap are left out; most of the region's towns keep their name.
    const townNames = new Set(towns.map((town) => town.name));
    const townLabels = texts(drawing.svg).filter((text) => townNames.has(text!));
    expect(townLabels.length).toBeGreaterThan(towns.length / 2);
  });

  it('is a picture a browser can show: well-formed SVG with the size the page reserves for it', () => {
    expect(xmllintErrors(drawing.svg)).toBe('');
    expect(drawing.svg).toContain(`viewBox="0 0 ${drawing.width} ${drawing.height}"`);
    expect(drawing.summary).toContain(`${towns.length} towns around ${showroom.name}`);
  });

  it('writes names that XML would misread as text', () => {
    const area: ServiceArea = {
      region: region.id,
      title: 'Map of <our> "area"',
      towns: [
        { name: 'Smith & Sons <Corner>', linkText: '', href: '/a', coordinates: towns[0]!.coordinates },
        { name: 'Far Hills', linkText: '', href: '/b', coordinates: towns[1]!.coordinates },
      ],
      locations: [],
    };
    const svg = serviceAreaDrawing(area).svg;
    expect(xmllintErrors(svg)).toBe('');
    expect(svg).toContain('Smith &amp; Sons &lt;Corner&gt;');
  });

  it('has an address that changes when the drawing does, so a kept copy is never stale', () => {
    const path = drawing.picturePath;
    expect(path).toMatch(/^\/images\/maps\/somerset-county\.svg\?v=\w+$/);
    const fewerTowns = serviceAreaDrawing({
      ...serviceAreaOf(region.id),
      towns: serviceAreaOf(region.id).towns.slice(1),
    });
    expect(fewerTowns.picturePath).not.toBe(path);
  });
});
