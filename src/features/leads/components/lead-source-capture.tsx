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
 * The session's source: as the browser kept it, or else noted now from this page, the first of the
 * visit: its address, its campaign tags, and the site that linked to it. Kept in sessionStorage
 * only: no cookie, so every cached page stays the same for everyone, and nothing leaves the browser
 * until a form is sent. Whoever asks first notes it: on a form page that is the visit's first, the
 * form's fields ask before the layout's capture does (React runs the page's effects first).
 */
function sessionSource(): LeadSource {
  const stored = storedSource();
  if (stored) return stored;
  const source: LeadSource = {
    landingPage: `${location.pathname}${location.search}`.slice(0, 200),
    ...campaignTags(new URLSearchParams(location.search)),
  };
  try {
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    if (referrer && referrer.host !== location.host) source.referrerHost = referrer.hostname;
    sessionStorage.setItem(sourceStorageKey, JSON.stringify(source));
  } catch {
    // Private modes may refuse storage: this page's form still carries the source.
  }
  return source;
}

/** Notes, once per browser session, where the visit began (`sessionSource`). */
export function LeadSourceCapture() {
  useEffect(() => {
    sessionSource();
  }, []);
  return null;
}

/**
 * The session's source as hidden fields of an enquiry form, once the page runs its scripts; or the
 * source a refused post carried (`carried`, from its draft), rendered by the server so a visitor
 * without JavaScript sends it again.
 */
export function LeadSourceFields({ carried }: { carried: LeadSource }) {
  const carries = Object.keys(carried).length > 0;
  const [source, setSource] = useState<LeadSource | null>(carries ? carried : null);
  // Read after mount: the server render of a page everyone shares never carries anyone's source.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
    if (!carries) setSource(sessionSource());
  }, [carries]);
  if (!source) return null;
  return (
    <>
      {(Object.entries(sourceFormFields) as [keyof LeadSource, string][]).map(([part, field]) =>
        source[part] ? <input key={field} type="hidden" name={field} value={source[part]} /> : null,
      )}
    </>
  );
}
