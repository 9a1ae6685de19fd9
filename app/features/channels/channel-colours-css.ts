import { builtInChannels, listChannels, type Channel } from './catalogue';
import { channelLinkChipSelector } from './channel-colours';
import { getChannelEdits } from './channel-edits';

/**
 * The colour rule of each channel's chip, as a class (`ch-<id>`) and as the link a fixture
 * list's chip is.
 * @example buildChannelColourRules([bbcOne]) // '.ch-bbc-one,.fixtures a[href="/channel/bbc-one"]{background:#000000;…}'
 */
export function buildChannelColourRules(
  channels: readonly Pick<Channel, 'id' | 'backgroundColor' | 'textColor' | 'borderColor'>[],
): string {
  return channels
    .map(
      (c) =>
        `.ch-${c.id},${channelLinkChipSelector(c.id)}{background:${c.backgroundColor};color:${c.textColor};border-color:${c.borderColor ?? c.backgroundColor}}`,
    )
    .join('\n');
}

/**
 * The stylesheet of channel chip colours, built from the built-in catalogue and bundled into the
 * site's stylesheet at build time (vite.config.ts), so a strict Content-Security-Policy can
 * forbid inline styles; colours an administrator edits come in a second, small stylesheet
 * (`/channel-colours.css`). A fixture list's chip for a channel the catalogue does not know is a
 * plain span, coloured as unknown.
 */
export const channelColoursCss: string = [
  '.ch-unknown,.fixtures p:nth-child(3) span{background:#e2e8f0;color:#0f172a;border-color:#94a3b8}',
  '.dark .ch-unknown,.dark .fixtures p:nth-child(3) span{background:#334155;color:#f8fafc;border-color:#64748b}',
  buildChannelColourRules(builtInChannels),
].join('\n');

/**
 * The rules of the chips whose colours an administrator edited, linked after the built-in
 * stylesheet so they win (decision 0028); empty when none is edited.
 * @example buildEditedColoursCss() // '.ch-bbc-one,.fixtures a[href="/channel/bbc-one"]{background:#FFFFFF;…}'
 */
export function buildEditedColoursCss(): string {
  const edited = getChannelEdits().channels;
  return buildChannelColourRules(
    listChannels().filter((c) => edited[c.id]?.backgroundColor || edited[c.id]?.textColor),
  );
}
