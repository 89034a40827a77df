import { describe, expect, it } from 'vitest';

import { brands } from '@/content/brands';

import { catalogueVehicles } from '../../../tests/support/vehicles';
import { inventoryMetadataText } from './inventory-metadata';

describe("the inventory's title and description", () => {
  const catalogue = catalogueVehicles();
  const newCart = { ...catalogue[0]!, status: 'available' as const, condition: 'new' as const };
  const usedCart = { ...catalogue[1]!, status: 'available' as const, condition: 'used' as const };

  it('say "new and used" only while a used cart is listed', () => {
    expect(inventoryMetadataText([newCart]).title).toBe('Golf Cart Inventory: New Electric Carts in Stock');
    const both = inventoryMetadataText([newCart, usedCart]);
    expect(both.title).toBe('Golf Cart Inventory: New and Used Electric Carts in Stock');
    expect(both.description).toContain('new and used');
    expect(both.description).toContain('trade-ins');
    // A used cart sold, or on hold, is no longer or still in stock.
    expect(inventoryMetadataText([newCart, { ...usedCart, status: 'sold' }]).title).not.toContain('Used');
    expect(inventoryMetadataText([newCart, { ...usedCart, status: 'on-hold' }]).title).toContain('Used');
    expect(inventoryMetadataText([usedCart]).title).toBe('Golf Cart Inventory: Used Electric Carts in Stock');
  });

  it('name the brands of the new carts listed, and no other', () => {
    const { description } = inventoryMetadataText([newCart]);
    for (const brand of Object.values(brands))
      expect(description.includes(brand.name), brand.name).toBe(brand.name === newCart.brand);
  });

  it('with nothing listed, claim neither new carts nor any in stock', () => {
    for (const stock of [[], [{ ...newCart, status: 'sold' as const }]]) {
      const { title, description } = inventoryMetadataText(stock);
      expect(title).not.toMatch(/new|used|in stock/i);
      expect(description).not.toMatch(/\bnew\b|used|in stock/i);
      expect(description).toContain('Nothing is listed right now');
    }
  });
});
