import { brands } from '@/content/brands';
import { listInWords } from '@/content/list-in-words';

import { isListed, type Vehicle } from './vehicle';

/**
 * The inventory's title and description for search results, as the stock listed now reads: "new
 * and used" only while a used cart is among it, the brands of the new carts by name; with none
 * listed, neither "new" nor "in stock".
 */
export function inventoryMetadataText(stock: readonly Pick<Vehicle, 'status' | 'condition' | 'brand'>[]): {
  title: string;
  description: string;
} {
  const listed = stock.filter(isListed);
  if (listed.length === 0)
    return {
      title: 'Golf Cart Inventory: Electric Carts',
      description:
        'Our electric golf carts and utility vehicles, with prices, seats and range to filter by. Nothing is listed right now: carts appear here as they arrive.',
    };
  const newCarts = listed.filter((vehicle) => vehicle.condition !== 'used');
  const usedListed = listed.length > newCarts.length;
  const kinds = usedListed ? (newCarts.length > 0 ? 'New and Used' : 'Used') : 'New';
  const newBrands = Object.values(brands)
    .map((brand) => brand.name)
    .filter((name) => newCarts.some((vehicle) => vehicle.brand === name));
  const makes = listInWords([...newBrands, ...(usedListed ? ['trade-ins'] : [])]);
  return {
    title: `Golf Cart Inventory: ${kinds} Electric Carts in Stock`,
    description: `Every electric golf cart and utility vehicle in stock, ${kinds.toLowerCase()}${makes ? `: ${makes}` : ''}, with prices, seats and range to filter by.`,
  };
}
