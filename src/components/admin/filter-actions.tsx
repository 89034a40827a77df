import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button';

/** The end of a staff list's filter form: apply, or go back to the whole list. */
export function FilterActions({ resetHref }: { resetHref: string }) {
  return (
    <div className="flex items-end gap-2">
      <button type="submit" className={buttonClasses('primary')}>
        Filter
      </button>
      <Link href={resetHref} className={buttonClasses('ghost')}>
        Reset
      </Link>
    </div>
  );
}
