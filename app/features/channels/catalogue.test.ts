import { describe, expect, it } from 'vitest';
import { contrastRatio } from '~/lib/colour-contrast';
import {
  builtInChannels as channels,
  channelCatalogueSchema,
  channelGroups,
  getChannel,
  layerChannelEdits,
  parseChannelCatalogue,
} from './catalogue';

describe('contrastRatio', () => {
  it.each([
    ['#FFFFFF', '#000000', 21],
    ['#000000', '#000000', 1],
    ['#777777', '#FFFFFF', 4.48],
  ])('%s on %s is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('layerChannelEdits', () => {
  const bbcOne = getChannel('bbc-one')!;
  const layer = (edit: Parameters<typeof layerChannelEdits>[1][string]) =>
    layerChannelEdits([bbcOne], { 'bbc-one': edit })[0];

  it.each([
    [{}, { name: 'BBC One', aliases: ['BBC 1'] }],
    [{ name: 'BBC 1 Scotland' }, { name: 'BBC 1 Scotland', aliases: ['BBC One', 'BBC 1'] }],
    [
      { name: 'BBC 1 Scotland', removedAliases: ['BBC One'] },
      { name: 'BBC 1 Scotland', aliases: ['BBC 1'] },
    ],
    [{ addedAliases: ['Beeb One'], removedAliases: ['BBC 1'] }, { aliases: ['Beeb One'] }],
    [
      { isFreeToAir: false, url: null },
      { isFreeToAir: false, url: null },
    ],
    [
      { backgroundColor: '#FFFFFF', textColor: '#000000' },
      { backgroundColor: '#FFFFFF', textColor: '#000000', borderColor: '#4D4D4D' },
    ],
  ])('%j -> %j', (edit, expected) => {
    expect(layer(edit)).toMatchObject({ id: 'bbc-one', group: 'bbc', ...expected });
  });

  it('leaves channels nobody edited as they are', () => {
    expect(layerChannelEdits(channels, {})).toEqual(channels);
  });
});

describe('channel catalogue', () => {
  it('holds the whole catalogue', () => {
    expect(channels.length).toBeGreaterThanOrEqual(70);
  });

  it('has unique ids, unique names and a channel in every group', () => {
    expect(new Set(channels.map((c) => c.id)).size).toBe(channels.length);
    expect(new Set(channels.map((c) => c.name.toLowerCase())).size).toBe(channels.length);
    for (const group of channelGroups) {
      expect(
        channels.some((c) => c.group === group.id),
        group.id,
      ).toBe(true);
    }
  });

  it.each(channels.map((c) => [c.id, c] as const))('%s is well formed', (_id, channel) => {
    expect(channel.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(channel.name.trim()).toBe(channel.name);
    for (const colour of [channel.backgroundColor, channel.textColor, channel.borderColor]) {
      if (colour !== undefined) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    }
    if (channel.url !== null) {
      expect(channel.url).toMatch(/^https:\/\//);
      expect(new URL(channel.url).protocol).toBe('https:');
    }
  });

  it.each(channels.map((c) => [c.id, c.textColor, c.backgroundColor] as const))(
    '%s text (%s on %s) has WCAG AA contrast',
    (_id, text, background) => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('describes every streaming service', () => {
    const undescribed = channels.filter((c) => c.group === 'streaming' && !c.description);
    expect(undescribed.map((c) => c.id)).toEqual([]);
  });

  it.each(['TBC', 'BT Sport', 'BT Sport 1'])('has no channel named %s', (name) => {
    expect(channels.find((c) => c.name.toLowerCase() === name.toLowerCase())).toBeUndefined();
  });

  it.each([
    ['bbc-one', 'BBC One'],
    ['sky-sports-main-event', 'Sky Sports Main Event'],
    ['tnt-sports-1', 'TNT Sports 1'],
    ['discovery-plus', 'discovery+'],
    ['BBC-ONE', null],
    ['bt-sport-1', null],
    ['', null],
  ])('getChannel(%j) is %j', (id, name) => {
    expect(getChannel(id)?.name ?? null).toBe(name);
  });

  it.each([
    ['bbc-one', true],
    ['bbc-iplayer', true],
    ['itv1', true],
    ['channel-4', true],
    ['s4c', true],
    ['fifa-plus', true],
    ['bundesliga-youtube', true],
    ['sky-sports-main-event', false],
    ['tnt-sports-1', false],
    ['amazon-prime-video', false],
    ['dazn', false],
  ])('%s free-to-air is %s', (id, expected) => {
    expect(getChannel(id)?.isFreeToAir).toBe(expected);
  });
});

describe('parseChannelCatalogue', () => {
  const dazn = {
    id: 'dazn',
    name: 'DAZN',
    group: 'streaming',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.dazn.com',
    aliases: [],
    note: 'For editors only.',
  };

  it('reads an entry as it is written, less its note', () => {
    const { note: _note, ...channel } = dazn;
    expect(parseChannelCatalogue({ channels: [dazn] })).toEqual([channel]);
  });

  it.each([
    [{ channels: [{ ...dazn, isFreeToAir: undefined }] }, 'at channels[0].isFreeToAir'],
    [{ channels: [{ ...dazn, id: 'DAZN' }] }, 'must be kebab-case'],
    [{ channels: [{ ...dazn, name: 'DAZN ' }] }, 'must be non-blank'],
    [{ channels: [{ ...dazn, group: 'streams' }] }, 'at channels[0].group'],
    [{ channels: [{ ...dazn, textColor: '#fff' }] }, 'must be written #RRGGBB'],
    [{ channels: [{ ...dazn, url: 'http://www.dazn.com' }] }, 'must be an https:// address'],
    [{ channels: [{ ...dazn, isStream: false }] }, 'at channels[0].isStream'],
    [{ channels: [{ ...dazn, alias: ['Dazn'] }] }, 'Unrecognized key: "alias"'],
    [{ channels: [dazn, { ...dazn, name: 'DAZN 2' }] }, "id 'dazn' is used twice"],
    [{ channels: [dazn, { ...dazn, id: 'dazn-2', name: 'dazn' }] }, "name 'dazn' is used twice"],
  ])('refuses %j: %s', (data, message) => {
    expect(channelCatalogueSchema.safeParse(data).success).toBe(false);
    expect(() => parseChannelCatalogue(data)).toThrow('channels.json is invalid');
    expect(() => parseChannelCatalogue(data)).toThrow(message);
  });
});
