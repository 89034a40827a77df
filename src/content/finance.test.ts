import { describe, expect, it } from 'vitest';

import { defaultFinanceSettings, financeSettingsFrom } from '@/content/finance';

describe('financeSettingsFrom', () => {
  it('lets each stored figure win over its default', () => {
    expect(financeSettingsFrom([{ key: 'salesTaxPercent', value: '7' }])).toEqual({
      ...defaultFinanceSettings,
      salesTaxPercent: 7,
    });
  });

  it('keeps the default where the stored value is not a number, and ignores keys it does not know', () => {
    expect(
      financeSettingsFrom([
        { key: 'defaultAprPercent', value: 'seven' },
        { key: 'somethingElse', value: '3' },
      ]),
    ).toEqual(defaultFinanceSettings);
  });
});
