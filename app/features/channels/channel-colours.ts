/** The class that gives a channel chip its colours; unknown channels get the neutral chip. */
export function channelChipClass(channelId: string | null): string {
  return channelId ? `ch-${channelId}` : 'ch-unknown';
}

/**
 * The selector of a known channel's chip in a fixture list, where chips carry no class: the
 * link to the channel's page says which channel it is (a day view lists hundreds of chips, and
 * a row links to channel pages from its chips only).
 * @example channelLinkChipSelector('bbc-one') // '.fixtures a[href="/channel/bbc-one"]'
 */
export function channelLinkChipSelector(channelId: string): string {
  return `.fixtures a[href="/channel/${channelId}"]`;
}
