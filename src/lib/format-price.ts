/*
 * US-English figures written out by hand rather than with Intl.NumberFormat, on purpose: a
 * browser's first Intl formatter loads its locale data, measured at 20-40 ms of a phone's main
 * thread (80 ms in Node) while a page with vehicle cards or a payment estimate hydrates, for a
 * format that never changes. format-price.test.ts holds every function to Intl's own output.
 */

/**
 * The magnitude rounded to `places` decimals as Intl rounds: half away from zero, on the shortest
 * decimal that stands for the number (193.325 is "193.33", though the double is a hair below).
 */
function rounded(amount: number, places: number): { whole: string; fraction: string } {
  const text = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(text)) {
    // Beyond 1e21 or below 1e-6, where String() writes an exponent: no price is either.
    const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(places).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') digits += 1n;
  const all = digits.toString().padStart(places + 1, '0');
  return { whole: all.slice(0, all.length - places), fraction: all.slice(all.length - places) };
}

/** Digits in groups of three with commas: "11,995". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A minus for any negative figure, even one that rounds to zero ("-$0"), as Intl writes it. */
function signed(amount: number, text: string): string {
  return amount < 0 || Object.is(amount, -0) ? `-${text}` : text;
}

/** A whole number as the site shows a mileage or hours: "12,400". */
export function formatWholeNumber(amount: number): string {
  return signed(amount, grouped(rounded(amount, 0).whole));
}

/** A price as the site shows it: US dollars, no decimals, e.g. "$11,995". */
export function formatPrice(amount: number): string {
  return signed(amount, `$${grouped(rounded(amount, 0).whole)}`);
}

/** An amount someone typed, as they typed it: "$1,500" for whole dollars, "$1,500.50" with cents. */
export function formatTypedDollars(amount: number): string {
  return rounded(amount, 2).fraction === '00' ? formatPrice(amount) : formatDollarsAndCents(amount);
}

/** Dollars and cents, e.g. "$1,193.33". */
export function formatDollarsAndCents(amount: number): string {
  const { whole, fraction } = rounded(amount, 2);
  return signed(amount, `$${grouped(whole)}.${fraction}`);
}
