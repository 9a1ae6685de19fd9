import { Link } from 'react-router';
import { printedTeamPath } from '~/features/teams/printed-team-path';
import { externalNewsLink, footerChannels, footerCompetitions, footerLinks } from './site-links';

/** The footer of every public page; `teams` are the printed names of its popular teams. */
export function SiteFooter({ year, teams }: { year: number; teams: readonly string[] }) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 pb-20 md:pb-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterGroup title="Kickoff TV">
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup title="Competitions">
          {footerCompetitions.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup title="Channels">
          {footerChannels.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup title="Popular teams">
          {teams.map((team) => (
            <li key={team}>
              <Link to={printedTeamPath(team)}>{team}</Link>
            </li>
          ))}
          <li>
            <Link to="/teams">All teams</Link>
          </li>
        </FooterGroup>
      </div>
      <div className="mx-auto flex max-w-5xl flex-wrap justify-between gap-2 px-4 pb-8 text-sm text-slate-600 dark:text-slate-400">
        <p>© {year} Kickoff TV. Kick-off times are UK time.</p>
        <a
          href={externalNewsLink.href}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
        >
          {externalNewsLink.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </footer>
  );
}

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm text-slate-700 dark:text-slate-300 [&_a:hover]:underline">
        {children}
      </ul>
    </div>
  );
}
