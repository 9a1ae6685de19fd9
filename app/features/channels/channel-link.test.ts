import { describe, expect, it } from 'vitest';
import { channelLinksProblem, isSafeChannelUrl } from './channel-link';

describe('the channel-link rule', () => {
  it.each([
    ['https://www.bbc.co.uk/iplayer', true],
    [`https://example.com/${'a'.repeat(2028)}`, true],
    [`https://example.com/${'a'.repeat(2029)}`, false],
    ['http://www.bbc.co.uk/iplayer', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//www.bbc.co.uk', false],
    ['https://user:secret@example.com', false],
    ['https://', false],
  ])('%s: %s', (url, safe) => {
    expect(isSafeChannelUrl(url)).toBe(safe);
  });

  it('takes a fixture’s links in channel order, empty ones clearing, at most 20', () => {
    expect(channelLinksProblem(['', 'https://www.bbc.co.uk/iplayer'])).toBeNull();
    expect(channelLinksProblem(['https://a.test', 'http://b.test'])).toBe(
      'Channel links must be https:// addresses: "http://b.test"',
    );
    expect(channelLinksProblem(Array(21).fill(''))).toBe('A fixture takes at most 20 links');
  });
});
