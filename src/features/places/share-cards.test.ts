import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';

import { allShareCards, shareCardImage, townRentalShareCard, townShareCard } from './share-cards';

describe('share cards', () => {
  it('give every card its own picture address', () => {
    const urls = allShareCards().map((card) => shareCardImage(card).url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('draw a card for every town page and every town rental page', () => {
    const ids = new Set(allShareCards().map((card) => card.id));
    for (const town of municipalities) {
      expect(ids).toContain(townShareCard(town).id);
      expect(ids).toContain(townRentalShareCard(town).id);
    }
  });

  it('name the town the page is about', () => {
    for (const town of municipalities) {
      expect(townShareCard(town).title).toContain(town.name);
      expect(townRentalShareCard(town).title).toContain(town.name);
    }
  });
});
