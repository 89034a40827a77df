/** The page types every section measures, one real address each. */

import { municipalities } from '../../src/content/municipalities';
import { policies } from '../../src/content/policies';

export interface PageType {
  name: string;
  path: string;
  /** Content pages (no search, no form) carry the tighter JavaScript budget. */
  content: boolean;
  /** Measured for comparison only (the framework's floor), with no budget. */
  reference?: boolean;
  /** The status the page answers when it is not 200: the 404 is a page visitors see too. */
  status?: 404;
}

export async function pageTypes(url: string): Promise<PageType[]> {
  const vehicles = (await (await fetch(`${url}/api/vehicles`)).json()) as { id: string; status: string }[];
  const vehicle = vehicles.find((entry) => entry.status === 'available') ?? vehicles[0]!;
  const town = municipalities[0]!.slug;
  const policy = policies.find((entry) => entry.path.startsWith('/policies/')) ?? policies[0]!;
  return [
    { name: 'home', path: '/', content: false },
    { name: 'inventory', path: '/inventory', content: false },
    { name: 'vehicle', path: `/vehicles/${vehicle.id}`, content: false },
    { name: 'brand', path: '/evolution', content: true },
    { name: 'rentals', path: '/rentals', content: false },
    { name: 'town', path: `/${town}`, content: true },
    { name: 'town rentals', path: `/${town}/rentals`, content: true },
    { name: 'contact', path: '/contact', content: false },
    { name: 'financing', path: '/financing', content: false },
    { name: 'policy', path: policy.path, content: true },
    { name: '404', path: '/no-such-page', content: true, status: 404 },
  ];
}
