import { notFound } from 'next/navigation';

import { policies, policyByPath } from '@/content/policies';
import { PolicyPage } from '@/features/company/components/policy-page';
import { policyMetadata } from '@/features/company/server/policy-metadata';

const prefix = '/policies/';

// Only the policies published under /policies/ are pages; any other name renders the public 404.
export function generateStaticParams() {
  return policies
    .filter((policy) => policy.path.startsWith(prefix))
    .map((policy) => ({ policy: policy.path.slice(prefix.length) }));
}

function policyFor(name: string) {
  return policyByPath(`${prefix}${name}`);
}

export async function generateMetadata({ params }: PageProps<'/policies/[policy]'>) {
  const policy = policyFor((await params).policy);
  return policy ? policyMetadata(policy) : {};
}

export default async function PolicyRoute({ params }: PageProps<'/policies/[policy]'>) {
  const policy = policyFor((await params).policy);
  if (!policy) notFound();
  return <PolicyPage policy={policy} />;
}
