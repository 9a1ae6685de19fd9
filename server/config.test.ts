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
    });
  });

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
