import { describe, expect, it } from 'vitest';

import { defaultFinanceSettings } from '@/content/finance';
import { formatDollarsAndCents } from '@/lib/format-price';

import { paymentEstimateView } from './components/payment-estimate-lines';
import {
  amortisedPayment,
  aprLimits,
  defaultPaymentInputs,
  estimatePayment,
  formatMonthly,
  headlineMonthly,
  formatPercent,
  paymentDisclosure,
  paymentFieldErrors,
  offeredTerms,
  termLimits,
  termsOffered,
} from './payment-estimate';

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('amortisedPayment', () => {
  // Values from published amortisation tables (monthly payment per loan amount, rate and term).
  it.each([
    [10_000, 6, 60, 193.33],
    [20_000, 5, 60, 377.42],
    [200_000, 6, 360, 1_199.1],
  ])('repays $%s at %s%% over %s months with $%s a month', (principal, apr, months, payment) => {
    expect(cents(amortisedPayment(principal, apr, months))).toBe(payment);
  });

  it('divides the amount evenly at 0% APR', () => {
    expect(amortisedPayment(12_000, 0, 48)).toBe(250);
  });
});

describe('estimatePayment', () => {
  const inputs = { price: 10_000, downPayment: 1_000, termMonths: 60, aprPercent: 6, salesTaxPercent: 6.625 };

  it('adds the sales tax to the price and finances what the down payment leaves', () => {
    const result = estimatePayment(inputs);
    if (!result.ok) throw new Error('expected an estimate');
    expect(result.estimate.salesTax).toBe(662.5);
    expect(result.estimate.amountFinanced).toBe(9_662.5);
    expect(result.estimate.monthlyPayment).toBe(cents(amortisedPayment(9_662.5, 6, 60)));
    expect(result.estimate.totalOfPayments).toBe(cents(result.estimate.monthlyPayment * 60));
  });

  it.each([
    [{ downPayment: -1 }, 'downPayment'],
    [{ downPayment: 10_662.5 }, 'downPayment'],
    [{ downPayment: Number.NaN }, 'downPayment'],
    [{ termMonths: termLimits.min - 1 }, 'termMonths'],
    [{ termMonths: termLimits.max + 1 }, 'termMonths'],
    [{ termMonths: 60.5 }, 'termMonths'],
    [{ aprPercent: -0.5 }, 'aprPercent'],
    [{ aprPercent: 31 }, 'aprPercent'],
    // Checked as typed, as the request form's schema checks them: not rounded into range.
    [{ aprPercent: aprLimits.max + 0.0004 }, 'aprPercent'],
    [{ downPayment: -0.004 }, 'downPayment'],
  ])('refuses impossible inputs %o', (change, field) => {
    const result = estimatePayment({ ...inputs, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('gives a form one message per impossible field, and none for a good estimate', () => {
    const refused = estimatePayment({ ...inputs, downPayment: -1, aprPercent: 31 });
    const errors = paymentFieldErrors(refused);
    expect(Object.keys(errors).sort()).toEqual(['aprPercent', 'downPayment']);
    if (!refused.ok) expect(errors.downPayment).toEqual([refused.errors.downPayment]);
    expect(paymentFieldErrors(estimatePayment(inputs))).toEqual({});
  });

  it('works with the down payment to the cent and the APR to the thousandth it is shown with, so its figures add up', () => {
    const typed = estimatePayment({ ...inputs, downPayment: 1_000.555, aprPercent: 7.123456 });
    const shown = estimatePayment({ ...inputs, downPayment: 1_000.56, aprPercent: 7.123 });
    if (!typed.ok || !shown.ok) throw new Error('expected estimates');
    expect(typed.estimate).toEqual(shown.estimate);
    const { price, salesTax, downPayment, amountFinanced } = typed.estimate;
    expect(cents(downPayment + amountFinanced)).toBe(cents(price + salesTax));
    expect(formatPercent(typed.estimate.aprPercent)).toBe('7.123%');
  });

  it('never gives a figure below $0', () => {
    for (const down of [0, 5_000, 10_662]) {
      const result = estimatePayment({ ...inputs, downPayment: down });
      if (!result.ok) throw new Error(`no estimate for ${down} down`);
      expect(result.estimate.monthlyPayment).toBeGreaterThan(0);
    }
  });
});

describe('defaultPaymentInputs', () => {
  it('starts from the dealer settings', () => {
    const start = defaultPaymentInputs(20_000, defaultFinanceSettings);
    expect(start.downPayment).toBe(Math.round((20_000 * defaultFinanceSettings.defaultDownPercent) / 100));
    expect(start.termMonths).toBe(defaultFinanceSettings.defaultTermMonths);
    expect(start.aprPercent).toBe(defaultFinanceSettings.defaultAprPercent);
    expect(start.salesTaxPercent).toBe(defaultFinanceSettings.salesTaxPercent);
  });
});

describe('paymentDisclosure', () => {
  it('names the APR, term, down payment and tax, and says it is not an offer of credit', () => {
    const result = estimatePayment({
      price: 10_000,
      downPayment: 1_500,
      termMonths: 48,
      aprPercent: 7.25,
      salesTaxPercent: 6.625,
    });
    if (!result.ok) throw new Error('expected an estimate');
    const text = paymentDisclosure(result.estimate);
    expect(text).toContain('7.25% APR');
    expect(text).toContain('48 months');
    expect(text).toContain('$1,500 down');
    expect(text).toContain('6.625%');
    expect(text).toMatch(/estimate, not an offer of credit/);
  });

  it('says a down payment with cents to the cent, so its figures add up, and "-0" as none', () => {
    const base = { price: 15_000, termMonths: 60, aprPercent: 0, salesTaxPercent: 6.625 };
    const withCents = estimatePayment({ ...base, downPayment: 1_500.5 });
    if (!withCents.ok) throw new Error('expected an estimate');
    const { lines, disclosure } = paymentEstimateView({ ...base, downPayment: 1_500.5 });
    expect(lines!.find((line) => line.label === 'Down payment')!.value).toBe('−$1,500.50');
    expect(withCents.estimate.amountFinanced).toBe(15_000 + withCents.estimate.salesTax - 1_500.5);
    expect(disclosure).toContain('$1,500.50 down');
    expect(disclosure).toContain(`(${formatMonthly(withCents.estimate.amountFinanced)} financed)`);
    const negativeZero = estimatePayment({ ...base, downPayment: -0 });
    if (!negativeZero.ok) throw new Error('expected an estimate');
    const zeroLines = paymentEstimateView({ ...base, downPayment: -0 }).lines!;
    expect(zeroLines.find((line) => line.label === 'Down payment')!.value).toBe('−$0');
    expect(paymentDisclosure(negativeZero.estimate)).toContain('with $0 down');
  });

  it('writes figures as people read them', () => {
    expect(formatMonthly(193.3)).toBe('$193.30');
    expect(formatPercent(6.625)).toBe('6.625%');
    expect(formatPercent(7.5)).toBe('7.5%');
  });
});

describe('headlineMonthly', () => {
  it("is the estimator's starting figure for the price, with the rate, term and down payment it assumes", () => {
    const start = estimatePayment(defaultPaymentInputs(14995, defaultFinanceSettings));
    if (!start.ok) throw new Error('the default settings make no estimate');
    const headline = headlineMonthly(14995, defaultFinanceSettings)!;
    expect(headline.monthly).toBe(formatMonthly(start.estimate.monthlyPayment));
    expect(headline.terms).toContain(`${start.estimate.termMonths} months`);
    expect(headline.terms).toContain(`${defaultFinanceSettings.defaultAprPercent}% APR`);
    expect(headlineMonthly(14995, { ...defaultFinanceSettings, defaultAprPercent: 99 })).toBeUndefined();
  });
});

describe('termsOffered', () => {
  it('offers the usual terms, and a chosen one besides when it is another within the limits', () => {
    expect(termsOffered(60)).toEqual([...offeredTerms]);
    expect(termsOffered(66)).toEqual([...offeredTerms, 66].sort((a, b) => a - b));
    for (const outside of [termLimits.min - 1, termLimits.max + 1, 30.5, Number.NaN])
      expect(termsOffered(outside)).toEqual([...offeredTerms]);
  });
});

describe('the down payment limit', () => {
  it('names the price with tax to the cent, the figure a down payment must stay under', () => {
    const inputs = {
      price: 14_995,
      termMonths: 60,
      aprPercent: 7.99,
      salesTaxPercent: defaultFinanceSettings.salesTaxPercent,
    };
    const total = cents(inputs.price * (1 + inputs.salesTaxPercent / 100));
    const refused = estimatePayment({ ...inputs, downPayment: Math.ceil(total) });
    expect(refused.ok).toBe(false);
    expect(paymentFieldErrors(refused).downPayment).toEqual([
      `The down payment must be less than the price with tax, ${formatDollarsAndCents(total)}`,
    ]);
    // Just under it, what is left is financed.
    expect(estimatePayment({ ...inputs, downPayment: Math.floor(total) }).ok).toBe(true);
  });
});
