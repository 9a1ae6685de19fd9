import { describe, expect, it } from 'vitest';
import { builtInChannels as channels } from './catalogue';
import { channelChipClass, channelLinkChipSelector } from './channel-colours';
import { channelColoursCss } from './channel-colours-css';
import { listChannelGroups, resolveChannelFilter } from './channel-filter';

describe('resolveChannelFilter', () => {
  const skySports = channels.filter((c) => c.group === 'sky-sports').map((c) => c.id);

  it.each([
    ['Sky Sports', 'Sky Sports', skySports],
    ['sky  SPORTS', 'Sky Sports', skySports],
    ['bbc-one', 'BBC One', ['bbc-one']],
    ['BBC One', 'BBC One', ['bbc-one']],
    ['BT Sport 1', 'TNT Sports 1', ['tnt-sports-1']],
  ])('%j -> %s', (value, label, ids) => {
    expect(resolveChannelFilter(value)).toEqual({ label, channelIds: ids });
  });

  it.each(['BBC', 'ITV', 'TNT Sports'])('%s means the whole family', (value) => {
    expect(resolveChannelFilter(value)?.channelIds.length).toBeGreaterThan(2);
  });

  it.each(['Nope TV', '', '   '])('%j is no channel', (value) => {
    expect(resolveChannelFilter(value)).toBeNull();
  });
});

describe('channel directory and colours', () => {
  it('lists every channel once, grouped', () => {
    const listed = listChannelGroups().flatMap((g) => g.channels.map((c) => c.id));
    expect(listed.sort()).toEqual(channels.map((c) => c.id).sort());
  });

  it('has a colour rule for every channel chip and a neutral one', () => {
    for (const channel of channels)
      expect(channelColoursCss).toContain(
        `.${channelChipClass(channel.id)},${channelLinkChipSelector(channel.id)}{`,
      );
    expect(channelChipClass(null)).toBe('ch-unknown');
    expect(channelColoursCss).not.toMatch(/[<>]/);
  });
});
