import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button-classes';
import { ChoiceOptions, Field, controlClass } from '@/components/ui/field';
import { PhoneFold } from '@/components/ui/fold';

export interface FilterSelect {
  name: string;
  label: string;
  /** The first option, which turns the filter off. */
  all: string;
  value: string | undefined;
  options: readonly string[];
  /** What staff read for each option; an option without one shows its value. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * A staff list's filters as a plain GET form: a search box, a select per filter, apply and reset.
 * The filters live in the URL, so a filtered list can be bookmarked and works without JavaScript.
 * On a phone they are folded under "Filters" (saying how many are on), so the list starts on the
 * first screen; a larger screen shows them open, with no fold (globals.css, .phone-fold).
 */
export function FilterForm({
  action,
  label,
  idPrefix,
  search,
  searchPlaceholder,
  selects,
  columnsClass,
  kept = {},
}: {
  /** The list's address; Reset goes back to it unfiltered. */
  action: string;
  /** The form's accessible name. */
  label: string;
  idPrefix: string;
  search: string | undefined;
  searchPlaceholder: string;
  selects: readonly FilterSelect[];
  /** The large-screen grid: the search box, one column per select, then the buttons. */
  columnsClass: string;
  /** Parameters set elsewhere on the page (a view tab) that filtering keeps. */
  kept?: Readonly<Record<string, string | undefined>>;
}) {
  const on = (search ? 1 : 0) + selects.filter((select) => select.value).length;
  return (
    <PhoneFold summary={`Filters${on > 0 ? `: ${on} on` : ''}`} className="mt-4 md:mt-6">
      <form
        method="get"
        action={action}
        role="search"
        aria-label={label}
        className={`mt-3 grid gap-4 card p-5 sm:grid-cols-2 md:mt-0 ${columnsClass}`}
      >
        {Object.entries(kept).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <Field id={`${idPrefix}-search`} name="q" label="Search">
          {(control) => (
            <input
              {...control}
              type="search"
              defaultValue={search}
              placeholder={searchPlaceholder}
              className={controlClass}
            />
          )}
        </Field>
        {selects.map((select) => (
          <Field key={select.name} id={`${idPrefix}-${select.name}`} name={select.name} label={select.label}>
            {(control) => (
              <select {...control} defaultValue={select.value ?? ''} className={controlClass}>
                <ChoiceOptions choices={select.options} labels={select.labels} empty={select.all} />
              </select>
            )}
          </Field>
        ))}
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClasses('primary')}>
            Filter
          </button>
          <Link href={action} className={buttonClasses('ghost')}>
            Reset
          </Link>
        </div>
      </form>
    </PhoneFold>
  );
}
