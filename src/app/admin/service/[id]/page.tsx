import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { JobPage } from '@/features/service/components/job-page';
import { jobPage } from '@/features/service/server/job-page';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Service job | Staff area' } };

/** One job: its customer and cart, its status and history, and its estimate. */
export default async function ServiceJobPage({ params, searchParams }: PageProps<'/admin/service/[id]'>) {
  await requireStaff('service.board');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = await jobPage(id, query);
  if (!page) notFound();
  return <JobPage page={page} />;
}
