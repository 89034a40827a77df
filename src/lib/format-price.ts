const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** A price as the site shows it: US dollars, no decimals, e.g. "$11,995". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
