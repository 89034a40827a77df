import { describe, expect, it } from 'vitest';

import { labelledChoices } from './labelled-choices';

describe('labelledChoices', () => {
  it('lists the choices in the order their labels are written, each with its label', () => {
    const { choices, labels } = labelledChoices({
      morning: 'Morning',
      afternoon: 'Afternoon',
      evening: 'Evening',
    });
    expect(choices).toEqual(['morning', 'afternoon', 'evening']);
    expect(choices.map((choice) => labels[choice])).toEqual(['Morning', 'Afternoon', 'Evening']);
  });

  it('refuses an empty list, which no select or schema could use', () => {
    expect(() => labelledChoices({})).toThrow(/at least one/);
  });
});
