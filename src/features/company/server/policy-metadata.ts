import 'server-only';

import type { Metadata } from 'next';

import type { Policy } from '@/content/policies';
import { metadataFor } from '@/features/seo/server/site-metadata';

/** A policy page's metadata: its own title, description, keywords and canonical path. */
export function policyMetadata(policy: Policy): Metadata {
  return metadataFor({
    title: policy.title,
    description: policy.metaDescription,
    path: policy.path,
    keywords: policy.keywords,
    ogType: 'article',
  });
}
