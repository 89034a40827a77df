import { describe, expect, it } from 'vitest';

import { headingAnchors, headingSlug } from './heading-anchor';

describe('headingSlug', () => {
  it('lowercases and hyphenates words', () => {
    expect(headingSlug('Reporting Concerns')).toBe('reporting-concerns');
    expect(headingSlug('Sales, Rentals & Service')).toBe('sales-rentals-and-service');
    expect(headingSlug("  Children's Privacy  ")).toBe('children-s-privacy');
  });

  it('never returns an empty id or one starting with a digit', () => {
    expect(headingSlug('2025 Goals')).toBe('section-2025-goals');
    expect(headingSlug('!!!')).toBe('section-untitled');
  });
});

describe('headingAnchors', () => {
  it('keeps anchors unique when a heading repeats', () => {
    expect(headingAnchors(['Contact', 'Fees', 'Contact', 'Contact'])).toEqual([
      'contact',
      'fees',
      'contact-2',
      'contact-3',
    ]);
  });
});
