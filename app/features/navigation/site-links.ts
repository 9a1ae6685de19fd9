import { dayViewPaths } from '~/features/schedule/day-views';

/** Where the site's menus lead (docs/product.md, "Navigation and layout"). */
export interface SiteLink {
  label: string;
  to: string;
  /** A small "FREE" badge beside the label. */
  free?: boolean;
}

export const desktopNav: readonly SiteLink[] = [
  { label: 'Today', to: dayViewPaths.today },
  { label: 'Tonight', to: dayViewPaths.tonight },
  { label: 'Weekend', to: dayViewPaths.weekend },
  { label: 'Competitions', to: '/competitions' },
  { label: 'Teams', to: '/teams' },
  { label: 'Free TV', to: '/free-football-guide' },
  { label: 'Schedule', to: '/schedule' },
];

export const mobileStrip: readonly SiteLink[] = [
  { label: 'Today', to: dayViewPaths.today },
  { label: 'Tonight', to: dayViewPaths.tonight },
  { label: 'Tomorrow', to: dayViewPaths.tomorrow },
  { label: 'Weekend', to: dayViewPaths.weekend },
  { label: 'Competitions', to: '/competitions' },
  { label: 'Free TV', to: '/free-football-guide', free: true },
];

/** The phone menu's second list: what the first (`desktopNav`) does not already offer. */
export const mobileMenuMore: readonly SiteLink[] = [
  { label: 'Tomorrow', to: dayViewPaths.tomorrow },
  { label: 'Channels', to: '/channels' },
  { label: 'Subscription TV', to: '/subscription-tv' },
  { label: 'TV picks and changes', to: '/tv-picks' },
];

export const quickCompetitions = [
  'Premier League',
  'Champions League',
  'Europa League',
  'FA Cup',
] as const;

export const footerLinks: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Full schedule', to: '/schedule' },
  { label: 'Tomorrow', to: dayViewPaths.tomorrow },
  { label: 'This week', to: dayViewPaths['this-week'] },
  { label: 'TV picks and changes', to: '/tv-picks' },
  { label: 'Blog', to: '/blog' },
  { label: 'TV guide', to: '/football-tv-guide' },
  { label: 'Free-to-air TV', to: '/free-to-air-tv' },
  { label: 'About', to: '/about' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Cookie policy', to: '/cookie-policy' },
];

/** Footer links go to each page's own canonical address, never a filtered list. */
export const footerCompetitions: readonly SiteLink[] = [
  { label: 'Premier League', to: '/competition/premier-league' },
  { label: 'Champions League', to: '/competition/champions-league' },
  { label: 'FA Cup', to: '/competition/fa-cup' },
  { label: 'La Liga', to: '/competition/la-liga' },
  { label: 'Europa League', to: '/competition/europa-league' },
  { label: 'Serie A', to: '/competition/serie-a' },
];
export const footerChannels: readonly SiteLink[] = [
  { label: 'Sky Sports', to: '/channels#group-sky-sports' },
  { label: 'TNT Sports', to: '/channels#group-tnt-sports' },
  { label: 'BBC', to: '/channels#group-bbc' },
  { label: 'ITV', to: '/channels#group-itv-stv' },
  { label: 'Amazon Prime Video', to: '/amazonprime' },
  { label: 'Subscription TV', to: '/subscription-tv' },
  { label: 'All channels', to: '/channels' },
];
// The footer's popular teams are teams.json's `footer` teams, sent by the site layout's loader.

/** The one external link: a football news site, opened in a new tab. */
export const externalNewsLink = {
  label: 'BBC Sport football news',
  href: 'https://www.bbc.co.uk/sport/football',
};

/** A search term as a schedule URL (trimmed, URL-encoded); null for a blank term. */
export function searchPath(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/schedule?search=${encodeURIComponent(trimmed)}` : null;
}
