/**
 * Where "Back to Inventory" on a vehicle page returns: the list as the buyer left it, kept in
 * sessionStorage under this key. A module of its own, so that a vehicle page's script does not
 * carry the whole inventory browser for one string.
 */
export const lastInventoryKey = 'inventory:last-search';
