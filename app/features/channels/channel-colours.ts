import { channels } from './catalogue';

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

/**
 * The stylesheet of channel chip colours, built from the catalogue and bundled into the site's
 * stylesheet at build time (vite.config.ts), so a strict Content-Security-Policy can forbid
 * inline styles. A fixture list's chip for a channel the catalogue does not know is a plain
 * span, coloured as unknown.
 */
export const channelColoursCss: string = [
  '.ch-unknown,.fixtures p:nth-child(3) span{background:#e2e8f0;color:#0f172a;border-color:#94a3b8}',
  '.dark .ch-unknown,.dark .fixtures p:nth-child(3) span{background:#334155;color:#f8fafc;border-color:#64748b}',
  ...channels.map(
    (c) =>
      `.ch-${c.id},${channelLinkChipSelector(c.id)}{background:${c.backgroundColor};color:${c.textColor};border-color:${c.borderColor ?? c.backgroundColor}}`,
  ),
].join('\n');
