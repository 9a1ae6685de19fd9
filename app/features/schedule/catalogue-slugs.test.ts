import { describe, expect, it } from 'vitest';
import {
  competitionNames,
  competitions,
  resolveCompetition,
} from '~/features/competitions/competition-catalogue';
import { teams } from '~/features/teams/team-catalogue';
import { buildTeamPath, listTeamSlugs } from '~/features/teams/team-pages';
import { toSlug } from '~/lib/slug';
import { newApostrophes, slugBeforeNameKey } from '~/lib/slug.testing';

// Slugs are addresses (/tottenham-hotspur, /champions-league) and are stored with every fixture
// (home_slug, away_slug, competition_slug): building them on the name key moved none of the
// catalogues' pages.

const teamNames = teams.flatMap((team) => [team.name, ...team.aliases, ...team.wholeNames]);

describe('catalogue slugs, built on the name key', () => {
  it('holds no name whose slug the name key moved', () => {
    const written = [...teamNames, ...competitionNames()];
    expect(written.filter((name) => [...name].some((c) => newApostrophes.has(c)))).toEqual([]);
  });

  it.each(teamNames)('keeps the slug of the team name %j', (name) => {
    expect(toSlug(name)).toBe(slugBeforeNameKey(name));
  });

  it.each(teams.map((team) => [team.name, team] as const))(
    'keeps the page and the stored slugs of %s',
    (name, team) => {
      expect(buildTeamPath(name)).toBe(`/${slugBeforeNameKey(name)}`);
      const before = [...new Set([team.name, ...team.aliases, ...team.wholeNames])].map(
        slugBeforeNameKey,
      );
      expect(listTeamSlugs(team)).toEqual([...new Set(before)]);
    },
  );

  it.each(competitions.map((competition) => [competition.slug, competition] as const))(
    'keeps %s, its own slug, for its names',
    (slug, competition) => {
      expect(toSlug(slug)).toBe(slug);
      expect(slugBeforeNameKey(slug)).toBe(slug);
      for (const name of [competition.name, competition.shortName ?? competition.name])
        expect(resolveCompetition(name).slug).toBe(slug);
    },
  );

  it.each(competitionNames())('resolves the competition name %j as it did', (name) => {
    const { slug, known } = resolveCompetition(name);
    expect(known).toBe(true);
    expect(competitions.map((competition) => competition.slug)).toContain(slug);
    expect(toSlug(name)).toBe(slugBeforeNameKey(name));
  });
});
