import { notFound } from 'next/navigation';

/**
 * Any address no other route matches is a public page that does not exist: rendering the 404 here,
 * under the public layout, keeps the header and footer out of the root not-found page, whose
 * markup Next sends along with every page (docs/decisions/0013-page-weight.md).
 */
export default function MissingPage(): never {
  notFound();
}
