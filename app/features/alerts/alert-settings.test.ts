import { describe, expect, it } from 'vitest';
import { parseAlertChoices } from './alert-choices-storage';
import { parseAlertForm } from './alert-form.server';
import { choiceForChange, followedTeamSlugs } from './alert-rules';
import { defaultAlertChoices } from './alert-settings';
import { isPushServiceEndpoint, knownPushServices, retryDelayMs } from './push-alerts.server';

const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys };

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('followedTeamSlugs', () => {
  it.each([
    [['Arsenal'], ['arsenal']],
    [['Spurs'], expect.arrayContaining(['spurs', 'tottenham-hotspur'])],
    [['Man Utd'], expect.arrayContaining(['man-utd', 'manchester-united'])],
    [['Wrexham AFC Women'], ['wrexham-afc-women']],
    [['   '], []],
  ])('%j follows %j', (teams, slugs) => {
    expect(followedTeamSlugs(teams)).toEqual(slugs);
  });
});

describe('choiceForChange', () => {
  it.each([
    ['new', 'picked'],
    ['confirmed', 'picked'],
    ['channel-changed', 'channelChanged'],
    ['moved', 'moved'],
    ['removed', 'moved'],
  ] as const)('%s is heard under %s', (kind, choice) => {
    expect(choiceForChange(kind)).toBe(choice);
  });
});

describe('parseAlertForm', () => {
  const valid: [string, string][] = [
    ['subscription', JSON.stringify(subscription)],
    ['team', 'Arsenal'],
    ['team', 'Celtic'],
    ['picked', 'on'],
    ['moved', 'on'],
    ['reminderMinutes', '60'],
  ];

  it('reads the browser’s subscription, teams and choices', () => {
    expect(parseAlertForm(form(valid))).toEqual({
      ok: true,
      value: {
        subscription,
        teams: ['Arsenal', 'Celtic'],
        choices: { picked: true, channelChanged: false, moved: true, reminderMinutes: 60 },
      },
    });
  });

  it('reads an empty reminder as none', () => {
    const fields = valid.map(([n, v]): [string, string] => [n, n === 'reminderMinutes' ? '' : v]);
    const parsed = parseAlertForm(form(fields));
    expect(parsed.ok && parsed.value.choices.reminderMinutes).toBeNull();
  });

  it.each([
    ['no subscription', valid.filter(([n]) => n !== 'subscription'), /subscription/],
    ['unreadable subscription', [['subscription', '{'], ...valid.slice(1)], /subscription/],
    ['no team', valid.filter(([n]) => n !== 'team'), /Choose between 1 and 50 teams/],
    [
      'too many teams',
      [...valid, ...Array.from({ length: 50 }, (_, i): [string, string] => ['team', `T${i}`])],
      /Choose between 1 and 50 teams/,
    ],
    ['a team name over 100 characters', [...valid, ['team', 'x'.repeat(101)]], /teams/],
    [
      'a reminder not offered',
      [...valid.slice(0, -1), ['reminderMinutes', '7']],
      /reminderMinutes/,
    ],
    [
      'a key of the wrong size',
      [
        ['subscription', JSON.stringify({ ...subscription, keys: { ...keys, auth: 'a' } })],
        ...valid.slice(1),
      ],
      /auth/,
    ],
    [
      'an endpoint that is no URL',
      [
        ['subscription', JSON.stringify({ ...subscription, endpoint: 'javascript:alert(1)' })],
        ...valid.slice(1),
      ],
      /endpoint/,
    ],
  ] as [string, [string, string][], RegExp][])('refuses %s', (_, fields, error) => {
    const parsed = parseAlertForm(form(fields));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(error);
  });

  it('has every choice on by default, with a reminder half an hour before', () => {
    expect(defaultAlertChoices).toEqual({
      picked: true,
      channelChanged: true,
      moved: true,
      reminderMinutes: 30,
    });
  });
});

describe('parseAlertChoices', () => {
  const valid = { picked: true, channelChanged: false, moved: true, reminderMinutes: 60 };
  it.each([
    [JSON.stringify(valid), valid],
    [JSON.stringify({ ...valid, reminderMinutes: null }), { ...valid, reminderMinutes: null }],
    [null, null],
    ['', null],
    ['{', null],
    ['[]', null],
    [JSON.stringify({ ...valid, reminderMinutes: 7 }), null],
    [JSON.stringify({ ...valid, picked: 'yes' }), null],
    [JSON.stringify({ picked: true }), null],
  ])('%s reads as %j', (raw, choices) => {
    expect(parseAlertChoices(raw)).toEqual(choices);
  });
});

describe('isPushServiceEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGm', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=x', true],
    ['https://push.apple.com/x', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evil.example/?fcm.googleapis.com', false],
    ['https://user@fcm.googleapis.com/x', false],
    ['https://127.0.0.1/x', false],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://web.push.apple.com:22/QGm', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isPushServiceEndpoint(endpoint, knownPushServices)).toBe(allowed);
  });

  it('takes another port only where an entry names it', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/x', ['127.0.0.1:8443'])).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1:8444/x', ['127.0.0.1:8443'])).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1/x', ['127.0.0.1:8443'])).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 30 * 60_000],
    [20, 30 * 60_000],
  ])('after %i failures waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});
