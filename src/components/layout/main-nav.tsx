import { NavLinks } from '@/components/layout/nav-links';

/** The desktop navigation bar. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        <NavLinks look="bar" />
      </ul>
    </nav>
  );
}
