import type { TeamBadgeStyle } from './team-badges';

// Drawn in a 32-unit box. The shield's top edge is straight, so the stripe is a plain band.
// Paths are left open: a fill closes them, and every byte counts four hundred times a page.
// Exported for the match share image, which draws the same badge.
export const badgeShieldPath = 'M3 2h26v14q0 10-13 14Q3 26 3 16';
export const badgeBandPath = 'M3 2h26v5H3';
// Font size and baseline by number of letters (13 of 32 units up to two letters, 11 for three,
// 9 for four), so three and four letters still fit inside the shield.
const lettering = [
  { fontSize: 13, y: 21 },
  { fontSize: 13, y: 21 },
  { fontSize: 13, y: 21 },
  { fontSize: 11, y: 20 },
  { fontSize: 9, y: 19 },
] as const;

/**
 * A team's badge: a shield in the club's colours with its initials, or a neutral one.
 * Decorative (the team name is always printed beside it), so assistive technology skips it.
 * Only presentation attributes and no ids, because the CSP forbids inline styles and a page
 * draws hundreds of badges; the font is inherited from the page (system-ui first). Its look
 * comes from getTeamBadge, in the page's loader where it can (the team catalogue stays on the
 * server).
 * @example <TeamBadge look={getTeamBadge('Arsenal Women')} size={24} />
 */
export function TeamBadge({ look, size = 28 }: { look: TeamBadgeStyle; size?: number }) {
  const { initials, background, foreground, stripe } = look;
  const { fontSize, y } = lettering[initials.length] ?? lettering[4];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d={badgeShieldPath} fill={background} />
      {stripe && <path d={badgeBandPath} fill={stripe} />}
      <text x="16" y={y} fill={foreground} fontSize={fontSize} fontWeight="700" textAnchor="middle">
        {initials}
      </text>
    </svg>
  );
}
