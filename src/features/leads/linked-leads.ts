import type { Lead } from './lead';

type Person = Pick<Lead, 'email' | 'phoneE164' | 'firstName' | 'lastName'>;

const folded = (text: string) => text.trim().toLowerCase();

/** What links another lead to this one (linkedLeads matches either): the e-mail, or only the phone. */
export function linkedBy(lead: Person, other: Person): 'e-mail' | 'phone' {
  return lead.email && folded(lead.email) === folded(other.email) ? 'e-mail' : 'phone';
}

/**
 * Whether another lead is, by what it says, the same person: the same e-mail, or the same phone
 * under the same name. A phone alone is not enough to act on for them (an office or a household
 * shares one, and an extension is not kept), so an erasure ticks such a lead only when asked to.
 */
export function surelySamePerson(lead: Person, other: Person): boolean {
  if (linkedBy(lead, other) === 'e-mail') return true;
  return (
    folded(`${lead.firstName} ${lead.lastName}`) === folded(`${other.firstName} ${other.lastName}`) &&
    lead.phoneE164 !== null &&
    lead.phoneE164 === other.phoneE164
  );
}
