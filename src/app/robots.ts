import type { MetadataRoute } from 'next';

import { siteUrl } from '@/features/seo/server/site-metadata';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
    sitemap: siteUrl('/sitemap.xml'),
  };
}
