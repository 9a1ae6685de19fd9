import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  readSessionToken,
  serializeSessionCookie,
  sessionCookieName,
} from './session-cookie.server';

const token = 'q3Vx0bU6cJ1dYk0s9lI7mQ2eZr8tPa4wNfGhKjLzXcB';

function attributesOf(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split(';').map((p) => p.trim());
  return new Map(
    parts.map((p) => {
      const [name = '', value = ''] = p.split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

describe('session cookie (R11)', () => {
  it.each([
    ['https://kickoff.tv', '__Host-session'],
    ['https://www.kickoff.tv', '__Host-session'],
    ['http://localhost:3000', 'kickoff_session'],
    ['http://127.0.0.1:4321', 'kickoff_session'],
  ])('on %s is named %s', (siteUrl, name) => {
    expect(sessionCookieName(siteUrl)).toBe(name);
    expect(name).toMatch(/session/); // the page cache passes such requests by
  });

  it('on https: __Host-session, Path=/, HttpOnly, Secure, SameSite=Lax, no Domain, no Max-Age', () => {
    const header = serializeSessionCookie('https://kickoff.tv', token);
    expect(header).toBe(`__Host-session=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    const attributes = attributesOf(header);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.has('domain')).toBe(false);
    expect(attributes.has('max-age')).toBe(false);
    expect(attributes.has('expires')).toBe(false);
  });

  it('on http: kickoff_session without Secure (which http cannot set)', () => {
    expect(serializeSessionCookie('http://127.0.0.1:4321', token)).toBe(
      `kickoff_session=${token}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it.each(['https://kickoff.tv', 'http://localhost:3000'])(
    'clearing on %s expires the same cookie',
    (siteUrl) => {
      const header = clearSessionCookie(siteUrl);
      expect(header.startsWith(`${sessionCookieName(siteUrl)}=;`)).toBe(true);
      const attributes = attributesOf(header);
      expect(attributes.get('max-age')).toBe('0');
      expect(attributes.get('path')).toBe('/');
      expect(attributes.has('secure')).toBe(siteUrl.startsWith('https:'));
    },
  );

  it.each([
    ['no Cookie header', undefined, 'https://kickoff.tv', null],
    ['the https cookie', `__Host-session=${token}`, 'https://kickoff.tv', token],
    ['among others', `theme=dark; __Host-session=${token}; x=1`, 'https://kickoff.tv', token],
    ['the http cookie on an https site', `kickoff_session=${token}`, 'https://kickoff.tv', null],
    ['the https cookie on an http site', `__Host-session=${token}`, 'http://localhost:3000', null],
    ['the http cookie', `kickoff_session=${token}`, 'http://localhost:3000', token],
    ['an empty value', `kickoff_session=`, 'http://localhost:3000', null],
    ['a look-alike name', `xkickoff_session=${token}`, 'http://localhost:3000', null],
    ['the first of two', `kickoff_session=a; kickoff_session=b`, 'http://localhost:3000', 'a'],
  ])('reads %s', (_what, cookie, siteUrl, expected) => {
    const headers: Record<string, string> = cookie === undefined ? {} : { Cookie: cookie };
    expect(readSessionToken(new Request('http://x/', { headers }), siteUrl)).toBe(expected);
  });
});
