import { channels } from './catalogue';

/** The class that gives a channel chip its colours; unknown channels get the neutral chip. */
export function channelChipClass(channelId: string | null): string {
  return channelId ? `ch-${channelId}` : 'ch-unknown';
}

/**
 * The stylesheet of channel chip colours, built once from the catalogue. Served as a file
 * (not inline styles) so a strict Content-Security-Policy can forbid inline styles.
 */
export const channelColoursCss: string = [
  '.ch-unknown{background:#e2e8f0;color:#0f172a;border-color:#94a3b8}',
  '.dark .ch-unknown{background:#334155;color:#f8fafc;border-color:#64748b}',
  ...channels.map(
    (c) =>
      `.ch-${c.id}{background:${c.backgroundColor};color:${c.textColor};border-color:${c.borderColor ?? c.backgroundColor}}`,
  ),
].join('\n');

/** Changes whenever the colours do, so the stylesheet can be cached for a year. */
export const channelColoursVersion: string = fnv1a(channelColoursCss);

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
