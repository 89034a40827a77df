import 'server-only';

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { metadataFor } from '@/features/seo/server/site-metadata';

/** A page's search parameters as Next gives them. */
type Query = Record<string, string | string[] | undefined>;

/** Reads a query by name: the first value when a name is repeated, undefined when it is absent. */
export const queryReader =
  (query: Query) =>
  (name: string): string | undefined => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };

/** What Next passes a page a customer opens from their e-mail's link (its address names the booking). */
interface OwnBookingRouteProps {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Query>;
}

/**
 * generateMetadata for a customer's own page: named for them, never indexed, since its address is
 * one booking's (and the link's key rides in its query).
 */
export function ownBookingMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  /** The page's path, from the reference as it goes in an address. */
  path: (reference: string) => string;
}) {
  return async ({ params }: Pick<OwnBookingRouteProps, 'params'>): Promise<Metadata> => {
    const { reference } = await params;
    return metadataFor({ title, description, path: path(encodeURIComponent(reference)), noIndex: true });
  };
}

/**
 * Loads what a customer's own page shows, for the reference in its address and the query of their
 * link (`param` reads it, '' for what is absent). Nothing found is a 404 either way, so the page
 * does not tell whether the reference or the key was wrong.
 */
export async function openOwnBooking<Found>(
  { params, searchParams }: OwnBookingRouteProps,
  load: (reference: string, param: (name: string) => string) => Promise<Found | undefined>,
): Promise<{ found: Found; param: (name: string) => string }> {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const read = queryReader(query);
  const param = (name: string) => read(name) ?? '';
  const found = await load(reference, param);
  if (!found) notFound();
  return { found, param };
}
