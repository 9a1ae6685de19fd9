import { describe, expect, it } from 'vitest';
import { channelGroups } from '~/features/channels/catalogue';
import { getCompetition } from '~/features/competitions/competition-catalogue';
import { printedTeamPath } from '~/features/teams/printed-team-path';
import { footerTeams, resolveTeam } from '~/features/teams/team-catalogue';
import { buildTeamPath } from '~/features/teams/team-pages';
import { fixedPages } from '~/features/seo/sitemap';
import {
  desktopNav,
  footerChannels,
  footerCompetitions,
  footerLinks,
  mobileMenuMore,
} from './site-links';

describe('the footer', () => {
  it('links only canonical pages, never a filtered list', () => {
    const paths = [...footerLinks, ...footerCompetitions, ...footerChannels].map((l) => l.to);
    for (const path of [...paths, ...footerTeams.map((team) => printedTeamPath(team.name))])
      expect(path, path).not.toContain('?');
  });

  it('links competitions the catalogue has, and teams it knows', () => {
    for (const { to } of footerCompetitions)
      expect(getCompetition(to.replace('/competition/', '')), to).not.toBeNull();
    for (const team of footerTeams) expect(resolveTeam(team.name), team.name).toBe(team);
  });

  // The footer prints names and links them without the catalogue (site-layout.tsx).
  it("links eight teams' own pages under the names it prints", () => {
    expect(footerTeams).toHaveLength(8);
    for (const { name } of footerTeams) expect(printedTeamPath(name)).toBe(buildTeamPath(name));
  });

  it('links channel groups the channels page has, and every watch guide', () => {
    const groups = new Set(channelGroups.map((group) => `/channels#group-${group.id}`));
    for (const { to } of footerChannels.filter((l) => l.to.includes('#')))
      expect(groups.has(to), to).toBe(true);
    const linked = footerChannels.map((l) => l.to);
    for (const guide of ['/channels', '/subscription-tv', '/amazonprime'])
      expect(linked).toContain(guide);
    for (const guide of ['/subscription-tv', '/amazonprime'])
      expect(fixedPages.lists).toContain(guide);
  });
});

describe('the desktop header and footer', () => {
  // The phone has the strip and its menu; a desktop has only these two.
  it('reach every list page between them', () => {
    const linked = [...desktopNav, ...footerLinks, ...footerChannels].map((link) => link.to);
    for (const path of fixedPages.lists) expect(linked, path).toContain(path);
  });
});

describe('the phone menu', () => {
  it('lists each page once', () => {
    const paths = [...desktopNav, ...mobileMenuMore].map((link) => link.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
