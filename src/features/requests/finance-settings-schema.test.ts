import { describe, expect, it } from 'vitest';

import { financeSettingsSchema } from './finance-settings-schema';

const saved = {
  salesTaxPercent: '6.625',
  defaultAprPercent: '7.99',
  defaultTermMonths: '60',
  defaultDownPercent: '10',
};

const salesTaxMessages = (salesTaxPercent: string) =>
  financeSettingsSchema
    .safeParse({ ...saved, salesTaxPercent })
    .error?.issues.filter((issue) => issue.path[0] === 'salesTaxPercent')
    .map((issue) => issue.message);

describe('the finance settings', () => {
  it('tells the same rule for an empty field, words or a made-up notation as for a figure out of range', () => {
    const rule = ['Sales tax must be a number from 0 to 15'];
    for (const typed of ['', '   ', 'NaN', 'Infinity', '0x5', '1e1', '٣', '16'])
      expect(salesTaxMessages(typed)).toEqual(rule);
    expect(financeSettingsSchema.safeParse(saved).data?.salesTaxPercent).toBe(6.625);
  });
});
