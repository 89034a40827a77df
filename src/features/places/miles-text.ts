/**
 * "1 mile", "12 miles": a distance as every page and quote says it. A module of its own, with no
 * imports, so the browser's quote forms take it without the dealer profile.
 */
export const milesText = (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
