import type { Metadata } from 'next';
import Link from 'next/link';

import { Notice } from '@/components/admin/notice';
import { Container } from '@/components/ui/section';
import { ReplyTemplatesForm } from '@/features/leads/components/desk/reply-forms';
import { replyTemplates } from '@/features/leads/server/lead-reply';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Reply templates | Staff area' } };

export default async function ReplyTemplatesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('staff.manage');
  const [{ templates, version }, query] = await Promise.all([replyTemplates(), searchParams]);
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <Link href="/admin/staff" className="text-sm font-semibold text-brand-800 hover:underline">
        ← Staff
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">Reply templates</h1>
      <p className="mt-2 text-muted">
        The e-mail a lead&apos;s page offers to send, by what the lead asked for. Staff edit it before
        sending; these are the words they start from.
      </p>
      {query.saved === '1' && <Notice>Templates saved.</Notice>}
      <div className="mt-4">
        <ReplyTemplatesForm templates={templates} version={version} />
      </div>
    </Container>
  );
}
