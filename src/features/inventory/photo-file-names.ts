/**
 * Photos for several carts sent at once are told apart by their file names, which start with the
 * cart's stock number: "U-2231.jpg", "U-2231-2.jpg", "u-2231 rear.jpeg". The longest stock number
 * the name starts with wins, and it must end there or at a separator ("U-22" is not "U-2231").
 * A sold cart keeps its stock number, so of two carts with the same one the listed one wins.
 */
import { identityKey } from './unit-identity';

export interface StockedCart {
  id: string;
  stockNumber: string;
  /** Available or on hold: on the site, where photos are wanted. */
  listed?: boolean;
}

export function cartForPhotoFile<T extends StockedCart>(
  fileName: string,
  carts: readonly T[],
): T | undefined {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const name = identityKey('stockNumber', base);
  let best: T | undefined;
  for (const cart of carts) {
    const stock = identityKey('stockNumber', cart.stockNumber);
    if (!stock || !name.startsWith(stock)) continue;
    const next = name.charAt(stock.length);
    if (next !== '' && !/[\s_.,()#-]/.test(next)) continue;
    const bestLength = best ? identityKey('stockNumber', best.stockNumber).length : -1;
    if (stock.length > bestLength || (stock.length === bestLength && cart.listed && !best?.listed))
      best = cart;
  }
  return best;
}

/** Files in the order their names sort in, numbers as numbers: "U-1-2" before "U-1-10". */
export const byFileName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });
