import { describe, expect, it } from 'vitest';
import { resolveTeam } from './team-catalogue';
import { resolveNickname, teamNicknames } from './team-nicknames';

describe('team nicknames', () => {
  it.each([
    ['Hammers', 'West Ham United'],
    ['Gunners', 'Arsenal'],
    ['the Magpies', 'Newcastle United'],
    ['TOON', 'Newcastle United'],
    ['Toffees', 'Everton'],
    ['Foxes', 'Leicester City'],
    ['Gers', 'Rangers'],
    ['Bhoys', 'Celtic'],
    ['Red Devils', 'Manchester United'],
    ['Brum', 'Birmingham City'],
  ])('%j is %j', (nickname, team) => {
    expect(resolveNickname(nickname)?.name).toBe(team);
  });

  it('leaves out nicknames clubs share, rather than guess', () => {
    for (const shared of ['Saints', 'Blues', 'Hoops', 'Reds', 'Latics'])
      expect(resolveNickname(shared), shared).toBeNull();
  });

  it('names only catalogue teams, and never shadows a name the catalogue gives another club', () => {
    for (const nickname of teamNicknames) {
      expect(resolveNickname(nickname), nickname).not.toBeNull();
      const named = resolveTeam(nickname);
      if (named) expect(named.name, nickname).toBe(resolveNickname(nickname)?.name);
    }
  });
});
