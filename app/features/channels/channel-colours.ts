import { channels } from './catalogue';

/** The class that gives a channel chip its colours; unknown channels get the neutral chip. */
export function channelChipClass(channelId: string | null): string {
  return channelId ? `ch-${channelId}` : 'ch-unknown';
}

/**
 * The stylesheet of channel chip colours, built from the catalogue and bundled into the site's
 * stylesheet at build time (vite.config.ts), so a strict Content-Security-Policy can forbid
 * inline styles.
 */
export const channelColoursCss: string = [
  '.ch-unknown{background:#e2e8f0;color:#0f172a;border-color:#94a3b8}',
  '.dark .ch-unknown{background:#334155;color:#f8fafc;border-color:#64748b}',
  ...channels.map(
    (c) =>
      `.ch-${c.id}{background:${c.backgroundColor};color:${c.textColor};border-color:${c.borderColor ?? c.backgroundColor}}`,
  ),
].join('\n');
