/**
 * Campaign parameters: the `utm_*` tags of the address a visitor landed on, kept in session storage
 * so every page view of the visit carries them. They stay in this browser unless the visitor
 * consents to analytics (decision 0018).
 */

/** The five standard campaign tags, in the order analytics tools list them. */
export const campaignParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignParameter = (typeof campaignParameters)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

/** Where the visit's campaign is kept: session storage, so it ends with the tab. */
export const campaignStorageKey = 'kickoff:campaign';

/** Longer values are cut: a tag names a campaign, it does not carry a document. */
export const maxCampaignValueLength = 100;

/**
 * The campaign tags of a query string: only the five `utm_*` names, each value trimmed, blanks
 * dropped and cut to 100 characters; null when there are none.
 * @example parseCampaign('?utm_source=newsletter&utm_medium=email&page=2')
 * // { utm_source: 'newsletter', utm_medium: 'email' }
 */
export function parseCampaign(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of campaignParameters) {
    const value = params.get(name)?.trim().slice(0, maxCampaignValueLength);
    if (value) campaign[name] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * Reads a kept campaign defensively: only the five tags with text values count; anything else
 * (broken JSON, other keys, an edited value that is too long) is dropped.
 * @example parseStoredCampaign('{"utm_source":"x","evil":"y"}') // { utm_source: 'x' }
 */
export function parseStoredCampaign(raw: string | null): Campaign | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const query = new URLSearchParams();
    for (const [name, text] of Object.entries(value)) {
      if (typeof text === 'string') query.set(name, text);
    }
    return parseCampaign(query.toString());
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign of the address the visitor landed on for the rest of the visit; a landing
 * without tags keeps what an earlier landing in this tab brought. Browser only.
 */
export function rememberCampaign(landingSearch: string): void {
  const campaign = parseCampaign(landingSearch);
  if (!campaign) return;
  try {
    window.sessionStorage.setItem(campaignStorageKey, JSON.stringify(campaign));
  } catch {
    // Storage can be blocked; page views then simply carry no campaign.
  }
}

/** The visit's campaign, or null. Browser only. */
export function readCampaign(): Campaign | null {
  try {
    return parseStoredCampaign(window.sessionStorage.getItem(campaignStorageKey));
  } catch {
    return null;
  }
}

/** Forgets the visit's campaign (the visitor rejected analytics). Browser only. */
export function forgetCampaign(): void {
  try {
    window.sessionStorage.removeItem(campaignStorageKey);
  } catch {
    // Nothing was kept.
  }
}
