import 'server-only';

import type { Metadata } from 'next';

import { env } from '@/env';

import { absoluteUrl, pageMetadata, type PageMetadataInput } from '../page-metadata';

/** pageMetadata with the configured SITE_URL: what page files call. */
export function metadataFor(input: PageMetadataInput): Metadata {
  return pageMetadata(env().SITE_URL, input);
}

/** The configured site address without a trailing slash, the base structured data expects. */
export function siteOrigin(): string {
  return env().SITE_URL;
}

export function siteUrl(path = '/'): string {
  return absoluteUrl(env().SITE_URL, path);
}
