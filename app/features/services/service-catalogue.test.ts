import { describe, expect, it } from 'vitest';
import { builtInChannels as channels } from '~/features/channels/catalogue';
import {
  isServiceId,
  listServicesCarrying,
  parseServices,
  services,
  servicesSchema,
} from './service-catalogue';

describe('service catalogue', () => {
  it('has unique ids and names, the main services first', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.name)).size).toBe(services.length);
    const firstMore = services.findIndex((s) => s.more);
    expect(services.slice(firstMore).every((s) => s.more)).toBe(true);
  });

  // A channel added to the channel catalogue must reach a service, or its matches get no mark.
  it.each(channels.filter((c) => c.group !== 'us-networks').map((c) => [c.id]))(
    '%s is carried by some service',
    (id) => {
      expect(listServicesCarrying(id).length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['bbc-one', ['Free TV']],
    ['s4c', ['Free TV']],
    ['youtube', ['Free TV']],
    ['now', ['Sky Sports or NOW']],
    ['sky-sports-main-event', ['Sky Sports or NOW']],
    ['sky-sports-wsl-youtube', ['Free TV', 'Sky Sports or NOW']],
    ['discovery-plus', ['TNT Sports or discovery+']],
    ['tnt-sports-1', ['TNT Sports or discovery+']],
    ['laligatv', ['Premier Sports']],
    ['freesports', ['Free TV', 'Premier Sports']],
    ['amazon-prime-video', ['Amazon Prime Video']],
    ['dazn', ['DAZN']],
    ['apple-tv', ['Apple TV']],
    ['mutv', ['MUTV']],
    ['lfctv', ['LFCTV']],
    ['nbc', []],
    ['no-such-channel', []],
  ])('%s is carried by %j', (channelId, names) => {
    expect(listServicesCarrying(channelId).map((s) => s.name)).toEqual(names);
  });

  it.each([
    ['free-tv', true],
    ['sky-sports', true],
    ['Sky Sports', false],
    ['', false],
  ])('isServiceId(%j) is %s', (id, expected) => {
    expect(isServiceId(id)).toBe(expected);
  });
});

describe('parseServices', () => {
  it('derives channels from groups, single channels and the free-to-air flag', () => {
    const [tnt, free, dazn] = parseServices({
      services: [
        { id: 'tnt', name: 'TNT', groups: ['tnt-sports'] },
        { id: 'free', name: 'Free', hint: 'BBC and more', freeToAir: true },
        { id: 'dazn', more: true, channels: ['dazn'] },
      ],
    });
    expect(tnt?.channelIds).toContain('discovery-plus');
    expect(tnt?.channelIds).not.toContain('bbc-one');
    expect(free?.channelIds).toContain('bbc-one');
    expect(free?.channelIds).not.toContain('dazn');
    expect(free?.hint).toBe('BBC and more');
    expect(dazn).toEqual({
      id: 'dazn',
      name: 'DAZN',
      hint: null,
      more: true,
      channelIds: ['dazn'],
    });
  });

  it.each([
    [null, 'expected object, received null'],
    [{ services: ['dazn'] }, 'expected object, received string'],
    [{ services: [{ id: 'Bad Id', channels: ['dazn'] }] }, 'must be kebab-case'],
    [{ services: [{ id: 'x', channels: ['no-such'] }] }, "no channel 'no-such'"],
    [{ services: [{ id: 'x', name: 'X', groups: ['nope'] }] }, 'at services[0].groups[0]'],
    [{ services: [{ id: 'x', name: 'X' }] }, 'x carries no channel'],
    [{ services: [{ id: 'x', channels: ['dazn', 'now'] }] }, 'x needs a name'],
    [{ services: [{ id: 'x', channels: 'dazn' }] }, 'expected array, received string'],
    [{ services: [{ id: 'x', name: ' ', channels: ['dazn'] }] }, 'must not be blank'],
    [{ services: [{ id: 'x', channel: ['dazn'] }] }, 'Unrecognized key: "channel"'],
    [
      {
        services: [
          { id: 'x', channels: ['dazn'] },
          { id: 'x', name: 'NOW', channels: ['now'] },
        ],
      },
      "id 'x' is used twice",
    ],
    [
      {
        services: [
          { id: 'x', channels: ['dazn'] },
          { id: 'y', channels: ['dazn'] },
        ],
      },
      "name 'DAZN' is used twice",
    ],
  ])('refuses %j: %s', (data, message) => {
    expect(servicesSchema.safeParse(data).success).toBe(false);
    expect(() => parseServices(data)).toThrow('services.json is invalid');
    expect(() => parseServices(data)).toThrow(message);
  });
});
