import { describe, expect, it } from 'vitest';

import { leadSourceRows, readLeadSource, sourceName } from './lead-source';

const site = 'https://carts.example.com';

describe('readLeadSource', () => {
  it('reads the fields the form sends, cleaned, and drops what is not a path or a host', () => {
    expect(
      readLeadSource(
        {
          source_landing: '/denago?utm_source=google',
          source_referrer: 'WWW.Google.com',
          utm_source: ' google ',
          utm_medium: 'cpc\r\nBcc: x@y.z',
          gclid: 'Cj0KCQ',
          fbclid: '',
        },
        null,
        site,
      ),
    ).toEqual({
      landingPage: '/denago?utm_source=google',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc bcc: x@y.z',
      gclid: 'Cj0KCQ',
    });
    expect(
      readLeadSource(
        { source_landing: 'https://evil.example/x', source_referrer: 'not a host!' },
        null,
        site,
      ),
    ).toBeNull();
    expect(readLeadSource({ utm_campaign: 'x'.repeat(500) }, null, site)?.utmCampaign).toHaveLength(200);
  });

  it('keeps a source and medium only as a name to count by: lower case, letters, digits and . _ - + / : @', () => {
    const read = (fields: Record<string, string>) => readLeadSource(fields, null, site);
    expect(read({ utm_source: ' Facebook ', utm_medium: 'Paid  Social' })).toEqual({
      utmSource: 'facebook',
      utmMedium: 'paid social',
    });
    expect(read({ utm_source: '<img src=x onerror=alert(1)>', utm_medium: '=HYPERLINK("x")' })).toBeNull();
    expect(read({ utm_source: 'google\u202e', utm_medium: 'x'.repeat(101) })).toEqual({
      utmSource: 'google',
    });
    // A campaign's own words are free text, kept as one line without its direction marks.
    expect(read({ utm_campaign: 'Été 2026\u2028\u202eoffre' })).toEqual({ utmCampaign: 'Été 2026 offre' });
  });

  it("without JavaScript reads the tags from the form page's own address, never another site's", () => {
    expect(
      readLeadSource({}, `${site}/contact?utm_source=newsletter&utm_campaign=spring&gclid=abc`, site),
    ).toEqual({
      landingPage: '/contact?utm_source=newsletter&utm_campaign=spring&gclid=abc',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      gclid: 'abc',
    });
    expect(readLeadSource({}, 'https://elsewhere.example/?utm_source=spoof', site)).toBeNull();
    expect(readLeadSource({}, `${site}/contact`, site)).toBeNull();
    expect(readLeadSource({}, 'not a url', site)).toBeNull();
  });
});

describe('showing and counting a source', () => {
  it('names the campaign first, then a click id, then the linking site', () => {
    expect(sourceName({ utmSource: 'google', utmMedium: 'cpc', gclid: 'x' })).toBe('google / cpc');
    expect(sourceName({ gclid: 'x' })).toBe('Google Ads');
    expect(sourceName({ referrerHost: 'www.bing.com' })).toBe('www.bing.com');
    expect(sourceName(null)).toBeUndefined();
    expect(leadSourceRows({ landingPage: '/', utmSource: 'google', utmCampaign: 'spring' })).toEqual([
      ['Landing page', '/'],
      ['Campaign', 'source google, campaign spring'],
    ]);
  });
});
