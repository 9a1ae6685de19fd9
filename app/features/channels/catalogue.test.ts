import { describe, expect, it } from 'vitest';
import { channelGroups, channels, getChannel } from './catalogue';

// WCAG 2.x relative luminance and contrast ratio of two `#RRGGBB` colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrastRatio (test helper)', () => {
  it.each([
    ['#FFFFFF', '#000000', 21],
    ['#000000', '#000000', 1],
    ['#777777', '#FFFFFF', 4.48],
  ])('%s on %s is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
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
