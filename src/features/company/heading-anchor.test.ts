import { describe, expect, it } from 'vitest';

import { headingAnchors, headingSlug } from './heading-anchor';

describe('headingSlug', () => {
  it.each([
    ['Reporting Concerns', 'reporting-concerns'],
    ['Sales, Rentals & Service', 'sales-rentals-and-service'],
    ["  Children's Privacy  ", 'children-s-privacy'],
  ])('lowercases and hyphenates the words of %j', (heading, anchor) => {
    expect(headingSlug(heading)).toBe(anchor);
  });

  it.each([
    ['2025 Goals', 'section-2025-goals'],
    ['!!!', 'section-untitled'],
  ])('never returns an empty id or one starting with a digit: %j', (heading, anchor) => {
    expect(headingSlug(heading)).toBe(anchor);
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
