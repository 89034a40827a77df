'use client';

import { useEffect, useState } from 'react';

import { campaignTags, sourceFormFields, sourceStorageKey, type LeadSource } from '../lead-source';

/** The session's source as the browser kept it, or null (none yet, or storage refused). */
function storedSource(): LeadSource | null {
  try {
    const text = sessionStorage.getItem(sourceStorageKey);
    return text ? (JSON.parse(text) as LeadSource) : null;
  } catch {
    return null;
  }
}

/**
 * Notes, once per browser session, where the visit began: the landing page, the site that linked
 * to it, and the campaign tags of its address. Kept in sessionStorage only: no cookie, so every
 * cached page stays the same for everyone, and nothing leaves the browser until a form is sent.
 */
export function LeadSourceCapture() {
  useEffect(() => {
    if (storedSource()) return;
    const source: LeadSource = {
      landingPage: `${location.pathname}${location.search}`.slice(0, 200),
      ...campaignTags(new URLSearchParams(location.search)),
    };
    try {
      const referrer = document.referrer ? new URL(document.referrer) : undefined;
      if (referrer && referrer.host !== location.host) source.referrerHost = referrer.hostname;
      sessionStorage.setItem(sourceStorageKey, JSON.stringify(source));
    } catch {
      // Private modes may refuse storage: the lead then goes without its source.
    }
  }, []);
  return null;
}

/** The session's source as hidden fields of an enquiry form, once the page runs its scripts. */
export function LeadSourceFields() {
  const [source, setSource] = useState<LeadSource | null>(null);
  // Read after mount: the server render (and a cached page) never carries anyone's source.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
  useEffect(() => setSource(storedSource()), []);
  if (!source) return null;
  return (
    <>
      {(Object.entries(sourceFormFields) as [keyof LeadSource, string][]).map(([part, field]) =>
        source[part] ? <input key={field} type="hidden" name={field} value={source[part]} /> : null,
      )}
    </>
  );
}
