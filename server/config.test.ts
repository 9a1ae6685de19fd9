import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for everything, serving SQLite under data/ on port 3000', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'data/kickoff.sqlite',
      siteUrl: 'http://localhost:3000',
      logLevel: 'info',
      demoData: true,
      shareLinkKey: null,
      trustProxy: false,
      analyticsScript: null,
      signInLimit: 10,
      requestLimit: 1000,
      twoFactorRequired: false,
      workers: 1,
    });
  });

  it('requires a second factor in production unless STAFF_TWO_FACTOR says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).twoFactorRequired).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', STAFF_TWO_FACTOR: 'optional' }).twoFactorRequired,
    ).toBe(false);
    expect(loadConfig({ STAFF_TWO_FACTOR: 'required' }).twoFactorRequired).toBe(true);
    expect(() => loadConfig({ STAFF_TWO_FACTOR: 'yes' })).toThrow(
      /STAFF_TWO_FACTOR: must be required or optional/,
    );
  });

  it.each(['SIGN_IN_LIMIT', 'REQUEST_LIMIT'])('reads %s, a whole number a minute', (name) => {
    const config = loadConfig({ [name]: '60' });
    expect(name === 'SIGN_IN_LIMIT' ? config.signInLimit : config.requestLimit).toBe(60);
    for (const bad of ['0', '-1', '2.5', 'lots']) {
      expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(name));
    }
  });

  it('runs one worker per core in production unless WEB_CONCURRENCY says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).workers).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).workers).toBe(2);
    // Nobody else can open a private in-memory database.
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: ':memory:' }).workers).toBe(1);
    for (const value of ['0', 'two', '1.5'])
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });

  it.each(['/analytics.js', '/vendor/plausible.outbound-links.js'])(
    'reads ANALYTICS_SCRIPT=%j',
    (value) => {
      expect(loadConfig({ ANALYTICS_SCRIPT: value }).analyticsScript).toBe(value);
    },
  );

  // Pages may load scripts from this site only (decision 0010): anything else would be blocked.
  it.each([
    'https://cdn.example/a.js',
    '//cdn.example/a.js',
    '/\\cdn.example/a.js',
    'analytics.js',
    '/analytics',
    '/a.js?x=1',
    '/a b.js',
  ])('refuses ANALYTICS_SCRIPT=%j', (value) => {
    expect(() => loadConfig({ ANALYTICS_SCRIPT: value })).toThrow(
      /ANALYTICS_SCRIPT: must be a path on this site/,
    );
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  // "true" would believe any client's X-Forwarded-For and X-Forwarded-Proto.
  it.each(['true', 'yes', '*', 'loopback; rm', '10.0.0.0/8 evil'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false/);
    },
  );

  it('reads the environment, treating blank values as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kickoff',
      SITE_URL: 'https://kickoff.example/',
      LOG_LEVEL: '',
      DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/kickoff',
      siteUrl: 'https://kickoff.example',
      logLevel: 'info',
      demoData: false,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', true],
  ])('reads DEMO_DATA=%j as %s', (value, demoData) => {
    expect(loadConfig({ DEMO_DATA: value }).demoData).toBe(demoData);
  });

  it('reads SHARE_LINK_KEY as hex or base64 of at least 32 bytes', () => {
    const key = Buffer.alloc(32, 'k');
    expect(loadConfig({ SHARE_LINK_KEY: key.toString('hex') }).shareLinkKey).toEqual(key);
    expect(loadConfig({ SHARE_LINK_KEY: key.toString('base64') }).shareLinkKey).toEqual(key);
    expect(loadConfig({ SHARE_LINK_KEY: '' }).shareLinkKey).toBeNull();
  });

  it('refuses a SHARE_LINK_KEY that is too short or not an encoding, without printing it', () => {
    const short = Buffer.alloc(16, 'k').toString('base64');
    expect(() => loadConfig({ SHARE_LINK_KEY: short })).toThrow(
      /^Invalid configuration:\n {2}SHARE_LINK_KEY: must decode to at least 32 bytes \(it gives 16\)/,
    );
    expect(() => loadConfig({ SHARE_LINK_KEY: short })).not.toThrow(short);
    expect(() => loadConfig({ SHARE_LINK_KEY: 'not a key at all!' })).toThrow(
      /SHARE_LINK_KEY: must be hex or base64/,
    );
  });

  it('refuses bad values with one message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_URL: 'ftp://x', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}SITE_URL: .+\n {2}LOG_LEVEL: .+$/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    for (const value of ['yes', 'TRUE', 'off']) {
      expect(() => loadConfig({ DEMO_DATA: value })).toThrow(
        /^Invalid configuration:\n {2}DEMO_DATA: must be true, false, 1 or 0$/,
      );
    }
  });
});
