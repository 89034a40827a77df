import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { formatPrice } from '@/lib/format-price';

import { maxCompared } from '../../compare';
import { effectivePrice, type Vehicle } from '../../vehicle';

/** The choices grouped by brand, each group by name. */
function byBrand(vehicles: readonly Vehicle[]): [string, Vehicle[]][] {
  const groups = new Map<string, Vehicle[]>();
  for (const vehicle of [...vehicles].sort((a, b) => a.name.localeCompare(b.name))) {
    const group = groups.get(vehicle.brand) ?? [];
    group.push(vehicle);
    groups.set(vehicle.brand, group);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Adds a cart to the comparison: a plain GET form (works without JavaScript) that sends the
 * current ids and the chosen one as `add`; the page answers with the comparison's clean address.
 */
export function AddVehicleForm({
  ids,
  diffOnly,
  choices,
}: {
  /** The ids compared now. */
  ids: readonly string[];
  diffOnly: boolean;
  choices: readonly Vehicle[];
}) {
  if (ids.length >= maxCompared || choices.length === 0) return null;
  const first = ids.length === 0;
  return (
    // The fragment outlives the page's redirect to the clean address: the visitor lands on the
    // comparison, the cart just added in it, not at the top of the page.
    <form
      method="get"
      action="/compare#comparison"
      aria-labelledby="compare-add-heading"
      className="card p-5 sm:p-6"
    >
      <h2 id="compare-add-heading" className="text-xl font-bold">
        {first ? 'Choose a cart to compare' : 'Add a cart'}
      </h2>
      <p className="mt-1 text-muted">
        {first
          ? `Compare up to ${maxCompared} carts side by side.`
          : `You can compare ${maxCompared - ids.length} more ${maxCompared - ids.length === 1 ? 'cart' : 'carts'}.`}
      </p>
      {!first && <input type="hidden" name="ids" value={ids.join(',')} />}
      {diffOnly && <input type="hidden" name="diff" value="1" />}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Field id="compare-add" name="add" label="Cart to add" className="min-w-0 flex-1 basis-64">
          {(control) => (
            <select {...control} required defaultValue="" className={controlClass}>
              <option value="" disabled>
                Choose a cart…
              </option>
              {byBrand(choices).map(([brand, vehicles]) => (
                <optgroup key={brand} label={brand}>
                  {vehicles.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.name} ({formatPrice(effectivePrice(vehicle))})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">Add to comparison</Button>
      </div>
    </form>
  );
}
