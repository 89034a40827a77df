export interface PolicyBlock {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface PolicySection extends PolicyBlock {
  subsections?: readonly PolicyBlock[];
}

export interface Policy {
  /** URL path, e.g. "/policies/return-policy", "/privacy", "/terms". */
  path: string;
  /** H1, e.g. "Return Policy". */
  title: string;
  /** 120-160 characters, unique across the site. */
  metaDescription: string;
  keywords: readonly string[];
  /** One paragraph. */
  intro: string;
  sections: readonly PolicySection[];
}

/** Effective date of every policy page (brief section 9: Other). */
export const policyEffectiveDate = 'January 23, 2025';
