import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';
import { maxDescriptionLength, metaDescription } from '@/features/seo/page-metadata';

import { town } from '../../../tests/support/towns';
import { catalogueVehicles } from '../../../tests/support/vehicles';
import {
  lowestDailyRate,
  partOfNote,
  townPageDescription,
  townPageTitle,
  townRentalDescription,
  townRentalTitle,
  townSalesText,
} from './town-copy';

describe('town page wording', () => {
  it('gives every landing and rental page a unique title and description', () => {
    const all = municipalities.flatMap((m) => [townPageTitle(m), townRentalTitle(m)]);
    expect(new Set(all).size).toBe(all.length);
    const descriptions = municipalities.flatMap((m) => [townPageDescription(m), townRentalDescription(m)]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('does not differ only by the name: each description carries the county, the type and one of the town\u2019s own cart uses', () => {
    const withoutNames = new Set(municipalities.map((m) => townPageDescription(m).replaceAll(m.name, '')));
    expect(withoutNames.size).toBe(municipalities.length);
    for (const m of municipalities) {
      const description = townPageDescription(m);
      expect(description).toContain(m.county);
      expect(description).toContain(m.type);
      expect(
        m.cartUses.some((use) => description.toLowerCase().includes(use.toLowerCase())),
        description,
      ).toBe(true);
    }
  });

  it('words every town and rental description to show whole in a search result, never cut', () => {
    for (const m of municipalities)
      for (const description of [townPageDescription(m), townRentalDescription(m)]) {
        expect(description.length, description).toBeLessThanOrEqual(maxDescriptionLength);
        expect(metaDescription(description)).toBe(description);
      }
    // The fullest wording where it fits: an electric cart, the state, the town's first cart use.
    const roomy = town('montgomery');
    expect(townPageDescription(roomy)).toContain(
      `an electric golf cart in ${roomy.name} ${roomy.type}, ${roomy.county}, NJ.`,
    );
    expect(townPageDescription(roomy).toLowerCase()).toContain(roomy.cartUses[0].toLowerCase());
  });

  it('names the municipality a place belongs to', () => {
    expect(partOfNote(town('forked-river'))).toBe('Forked River, part of Lacey Township');
    expect(partOfNote(town('lacey'))).toBeUndefined();
    expect(townPageDescription(town('forked-river'))).toContain(
      'Forked River (Lacey Township), Ocean County, NJ',
    );
  });

  it('titles the rental page after the town and type', () => {
    expect(townRentalTitle(town('toms-river'))).toBe('Toms River Township Golf Cart Rentals');
    expect(townPageTitle(town('bay-head'))).toBe('Bay Head Borough Golf Carts');
  });

  it('quotes the lowest daily rate of the rental table', () => {
    expect(lowestDailyRate()).toBe(245);
    expect(townRentalDescription(town('brick'))).toContain('from $245 a day');
  });
});

describe("a town page's carts for sale", () => {
  it('names used carts only while one is listed, and gives the count and lowest price of those listed', () => {
    const place = municipalities[0]!;
    const stock = catalogueVehicles().map((vehicle) => ({ ...vehicle, condition: 'new' as const }));
    const newOnly = townSalesText(place, stock);
    expect(newOnly).not.toMatch(/used/i);
    expect(newOnly).toContain(`${stock.length} carts in stock from `);
    expect(newOnly).toContain(`delivered to ${place.name}.`);
    const tradeIn = { ...stock[0]!, condition: 'used' as const };
    expect(townSalesText(place, [...stock.slice(1), tradeIn])).toContain('and quality used carts');
    expect(townSalesText(place, [])).toMatch(/^New carts to order: /);
  });
});
