import { municipalities, regions } from '@/content/municipalities';

/**
 * A delivery town select's options: first the choice of no delivery (its words given, its value
 * empty), then every town a cart is delivered to, grouped by region.
 */
export function TownOptions({ noDelivery }: { noDelivery: string }) {
  return (
    <>
      <option value="">{noDelivery}</option>
      {Object.values(regions).map((region) => (
        <optgroup key={region.id} label={region.name}>
          {municipalities
            .filter((town) => town.region === region.id)
            .map((town) => (
              <option key={town.slug} value={town.slug}>
                {town.name} {town.type}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
