import { describe, expect, it } from 'vitest';
import { parseCampaign, parseStoredCampaign } from './campaign';
import { parseConsent } from './analytics-consent';
import { isCountedPath } from './page-views';

describe('parseCampaign', () => {
  it.each([
    ['', null],
    ['?page=2&search=arsenal', null],
    ['?utm_source=newsletter', { utm_source: 'newsletter' }],
    [
      '?utm_source=google&utm_medium=cpc&utm_campaign=derby+day&utm_term=tv%20guide&utm_content=ad-1&x=1',
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'derby day',
        utm_term: 'tv guide',
        utm_content: 'ad-1',
      },
    ],
    ['utm_medium=email', { utm_medium: 'email' }],
    ['?utm_source=%20%20&utm_medium=%20social%20', { utm_medium: 'social' }],
    ['?UTM_SOURCE=shouting&utm_id=7', null],
    ['?utm_source=a&utm_source=b', { utm_source: 'a' }],
    [`?utm_campaign=${'x'.repeat(150)}`, { utm_campaign: 'x'.repeat(100) }],
  ])('%j -> %j', (search, expected) => {
    expect(parseCampaign(search)).toEqual(expected);
  });
});

describe('parseStoredCampaign', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['"utm_source"', null],
    ['[1,2]', null],
    ['{"utm_source":"x","evil":"y","utm_medium":3}', { utm_source: 'x' }],
    [JSON.stringify({ utm_term: 'y'.repeat(500) }), { utm_term: 'y'.repeat(100) }],
  ])('%j -> %j', (raw, expected) => {
    expect(parseStoredCampaign(raw)).toEqual(expected);
  });
});

describe('parseConsent', () => {
  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    [null, null],
    ['', null],
    ['yes', null],
    ['Granted', null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseConsent(raw)).toBe(expected);
  });
});

describe('isCountedPath', () => {
  it.each([
    ['/', true],
    ['/schedule', true],
    ['/administrators-guide', true],
    ['/loginov', true],
    ['/admin', false],
    ['/Admin/blog', false],
    ['/login', false],
    ['/logout', false],
  ])('%s: %s', (path, counted) => {
    expect(isCountedPath(path)).toBe(counted);
  });
});
