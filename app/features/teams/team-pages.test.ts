import { describe, expect, it } from 'vitest';
import { printedTeamPath } from './printed-team-path';
import { displayTeamName, resolveTeam, teams } from './team-catalogue';
import { buildTeamDirectory, buildTeamPath, findTeamBySlug, listTeamSlugs } from './team-pages';

describe('buildTeamPath', () => {
  it.each([
    ['Arsenal', '/arsenal'],
    ['Spurs', '/tottenham-hotspur'],
    ['Tottenham Hotspur FC', '/tottenham-hotspur'],
    ['Man Utd', '/manchester-united'],
    ['Atlético de Madrid', '/atletico-madrid'],
    ['Koln', '/1-fc-koln'],
    ['Arsenal Women', '/arsenal-women'], // another side: a page of its own
    ['Forest Green Rovers', '/forest-green-rovers'], // not in the catalogue
  ])('%j -> %j', (name, path) => {
    expect(buildTeamPath(name)).toBe(path);
  });
});

describe('printedTeamPath', () => {
  // Lists link teams by their printed names alone; this holds for every name a listing may use.
  it('leads where buildTeamPath does, for every name of every catalogue team once printed', () => {
    for (const team of teams) {
      for (const written of [team.name, ...team.aliases, ...team.wholeNames]) {
        expect(printedTeamPath(displayTeamName(written)), written).toBe(buildTeamPath(written));
      }
    }
  });

  it('is the slug of a side the catalogue does not know', () => {
    expect(printedTeamPath('Forest Green Rovers')).toBe(buildTeamPath('Forest Green Rovers'));
    expect(printedTeamPath('Arsenal Women')).toBe('/arsenal-women');
  });
});

describe('findTeamBySlug', () => {
  it.each([
    ['tottenham-hotspur', 'Tottenham Hotspur'],
    ['spurs', 'Tottenham Hotspur'],
    ['wolves', 'Wolverhampton Wanderers'],
    ['boro', 'Middlesbrough'],
    ['arsenal-women', null],
    ['premier-league', null],
  ])('%j -> %j', (slug, name) => {
    expect(findTeamBySlug(slug)?.name ?? null).toBe(name);
  });
});

describe('listTeamSlugs', () => {
  it.each([
    ['Wolves', ['wolverhampton-wanderers', 'wolverhampton', 'wolves']],
    ['Arsenal', ['arsenal']],
    ['Boro', ['middlesbrough', 'middlesboro', 'boro']],
  ])('%j is listed as %j', (name, slugs) => {
    const team = resolveTeam(name);
    if (!team) throw new Error(`${name} is not in the catalogue`);
    expect(listTeamSlugs(team)).toEqual(slugs);
  });
});

describe('buildTeamDirectory', () => {
  const arsenal = resolveTeam('Arsenal');
  const spurs = resolveTeam('Spurs');
  if (!arsenal || !spurs) throw new Error('catalogue teams missing');

  it.each([
    [
      'nothing listed: the catalogue teams only',
      [],
      [
        ['A', ['Arsenal 0']],
        ['T', ['Tottenham Hotspur 0']],
      ],
    ],
    [
      'names of one catalogue team are counted together',
      [
        { name: 'Spurs', count: 2 },
        { name: 'Tottenham Hotspur', count: 3 },
        { name: 'Arsenal', count: 1 },
      ],
      [
        ['A', ['Arsenal 1']],
        ['T', ['Tottenham Hotspur 5']],
      ],
    ],
    [
      'other sides A to Z, accents aside, digits first',
      [
        { name: 'Arsenal Women', count: 1 },
        { name: 'Ängelholms FF', count: 1 },
        { name: '1. FC Saarbrücken', count: 2 },
        { name: 'Burnley', count: 1 },
      ],
      [
        ['#', ['1. FC Saarbrücken 2']],
        ['A', ['Ängelholms FF 1', 'Arsenal 0', 'Arsenal Women 1']],
        ['B', ['Burnley 1']],
        ['T', ['Tottenham Hotspur 0']],
      ],
    ],
  ] as const)('%s', (_, listed, expected) => {
    const directory = buildTeamDirectory(listed, [arsenal, spurs]);
    expect(
      directory.map((group) => [group.letter, group.teams.map((t) => `${t.name} ${t.count}`)]),
    ).toEqual(expected);
  });

  it('links each team to its page', () => {
    const [group] = buildTeamDirectory([{ name: 'Spurs', count: 1 }], []);
    expect(group?.teams).toEqual([
      { name: 'Tottenham Hotspur', path: '/tottenham-hotspur', count: 1 },
    ]);
  });
});
