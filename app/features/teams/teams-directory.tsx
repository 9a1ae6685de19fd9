import { Link } from 'react-router';
import { TeamBadge } from './team-badge';
import { getTeamBadge } from './team-badges';
import type { TeamDirectory } from './team-pages';

/**
 * The teams directory: a row of letters to jump by, then each letter's teams with their badge
 * and how many televised matches are listed, each linking to the team's page.
 */
export function TeamsDirectory({ groups }: { groups: readonly TeamDirectory[] }) {
  return (
    <main id="main" className="page">
      <h1 className="page-title">Teams</h1>
      <p className="lead">
        Every team with televised matches coming up (with how many), and the clubs fans look for
        most. Open a team to see when it plays next and which channel shows it.
      </p>
      <nav aria-label="Teams by letter" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#teams-${letter}`}
                className="flex size-9 items-center justify-center rounded-lg border border-slate-200 font-semibold hover:border-brand dark:border-slate-800"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, teams }) => (
        <section
          key={letter}
          id={`teams-${letter}`}
          aria-labelledby={`teams-${letter}-heading`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`teams-${letter}-heading`} className="text-lg font-bold">
            {letter === '#' ? '0–9' : letter}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {teams.map((team) => (
              <li key={team.path}>
                <Link
                  to={team.path}
                  className="card flex items-center gap-3 py-2.5 hover:border-brand"
                >
                  <TeamBadge look={getTeamBadge(team.name)} size={28} />
                  <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">
                    {team.name}
                  </span>
                  {team.count > 0 && (
                    <span className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
                      {team.count} {team.count === 1 ? 'match' : 'matches'}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
