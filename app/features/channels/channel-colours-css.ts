import { channels } from './catalogue';
import { channelLinkChipSelector } from './channel-colours';

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
