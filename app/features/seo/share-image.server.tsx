import { renderAsync } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import type { Db } from '~/db/create-db.server';
import { hasMatchingEtag } from '~/lib/conditional-request';
import type { Fixture } from '~/features/schedule/fixture';
import { getFixture } from '~/features/schedule/fixture-store.server';
import { badgeBandPath, badgeShieldPath } from '~/features/teams/team-badge';
import type { TeamColours } from '~/features/teams/team-catalogue';
import { getPublishedArticle } from '~/features/articles/article-queries.server';
import type { ReactNode } from 'react';
import {
  articleShareImagePath,
  buildArticleShareCard,
  buildMatchShareCard,
  matchShareImagePath,
  type ArticleShareCard,
  type MatchShareCard,
  type ShareCardChannel,
} from './share-image';
import { siteName } from './page-meta';

/**
 * A match's or an article's share image (decision 0022): a 1200x630 PNG drawn without a browser. satori lays
 * the card out and turns its text into SVG paths with the Inter font shipped by
 * @fontsource/inter (no system font is read); resvg rasterises the SVG.
 *
 * Team, competition and channel names are pasted text. They reach satori only as JSX text,
 * which it draws as glyph outlines: no markup in a name can become part of the SVG.
 */

/** Open Graph's recommended size (1.91:1), which X/Twitter's large card also uses. */
export const shareImageWidth = 1200;
export const shareImageHeight = 630;

/**
 * Part of every ETag: raise it when the drawing changes, so clients and CDNs fetch the new one.
 */
const designVersion = 1;

/**
 * Sharing sites and CDNs keep an image an hour and may show it a day while fetching it again;
 * a page's image URL changes with the picture, so a kept image is never a wrong one.
 */
const shareImageCacheControl = 'public, max-age=3600, stale-while-revalidate=86400';

/** Rendered PNGs kept in memory, by ETag: each is 70-100 KB, so at most ~15 MB. */
const maxKeptImages = 150;

export interface ShareImage {
  /** A strong ETag of what the image shows (quoted). */
  etag: string;
  /** The PNG; rendered once per ETag while kept, and shared by requests that ask meanwhile. */
  render(): Promise<Buffer>;
}

/**
 * A stored match's share image, or null when there is no such match. The ETag is known before
 * anything is drawn, so a client that has the image gets its 304 for one query.
 * @example const image = await getMatchShareImage(db, 'abc12345'); image && (await image.render())
 */
export async function getMatchShareImage(db: Db, id: string): Promise<ShareImage | null> {
  const fixture = await getFixture(db, id);
  if (!fixture) return null;
  const card = buildMatchShareCard(fixture);
  const tag = shareCardTag(card);
  return { etag: `"${tag}"`, render: () => renderKept(tag, () => renderMatchShareImage(card)) };
}

/**
 * A published article's share image (its kind, title, author and date), or null when no
 * article is published at that slug.
 */
export async function getArticleShareImage(
  db: Db,
  { slug, now }: { slug: string; now: Date },
): Promise<ShareImage | null> {
  const article = await getPublishedArticle(db, { slug, now });
  if (!article) return null;
  const card = buildArticleShareCard(article);
  const tag = shareCardTag(card);
  return {
    etag: `"${tag}"`,
    render: () => renderKept(tag, () => renderCard(<ArticleCard card={card} />)),
  };
}

/** The address an article page gives as its share image, versioned by what it shows. */
export function buildArticleShareImagePath(
  article: Parameters<typeof buildArticleShareCard>[0] & { slug: string },
): string {
  return articleShareImagePath(article.slug, shareCardTag(buildArticleShareCard(article)));
}

/**
 * The address a match page gives as its share image: the image route with the image's ETag
 * (unquoted) as its version, so the URL changes exactly when the picture does.
 * @example buildMatchShareImagePath(fixture) // '/match/abc12345/share.png?v=q3J0eXBlZC1mb3Jt'
 */
export function buildMatchShareImagePath(
  fixture: Parameters<typeof buildMatchShareCard>[0] & Pick<Fixture, 'id'>,
): string {
  return matchShareImagePath(fixture.id, shareCardTag(buildMatchShareCard(fixture)));
}

/** A share image's answer: 304 to a client holding it, else the PNG, drawn once while kept. */
export async function shareImageResponse(request: Request, image: ShareImage): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'image/png',
    'Cache-Control': shareImageCacheControl,
    ETag: image.etag,
  });
  if (hasMatchingEtag(request, image.etag)) return new Response(null, { status: 304, headers });
  const png = await image.render();
  headers.set('Content-Length', String(png.length));
  return new Response(new Uint8Array(png), { headers });
}

/**
 * Draws a card as a PNG. Exported for tests and for looking at the design; requests go
 * through getMatchShareImage, which keeps what it renders.
 */
export function renderMatchShareImage(card: MatchShareCard): Promise<Buffer> {
  return renderCard(<ShareCard card={card} />);
}

async function renderCard(card: ReactNode): Promise<Buffer> {
  const svg = await satori(card, {
    width: shareImageWidth,
    height: shareImageHeight,
    fonts: loadFonts(),
  });
  // Text is already outlines: resvg needs no fonts, so it never scans the system's. It
  // rasterises on libuv's thread pool, leaving the event loop to other requests.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}

function shareCardTag(card: MatchShareCard | ArticleShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([designVersion, card]))
    .digest('base64url')
    .slice(0, 22);
}

// Least recently used first (Map order is insertion order; a hit re-inserts). A promise is
// kept from the start, so concurrent requests for one image share one render.
const kept = new Map<string, Promise<Buffer>>();

function renderKept(tag: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = kept.get(tag);
  if (hit) {
    kept.delete(tag);
    kept.set(tag, hit);
    return hit;
  }
  const png = oneAtATime(render);
  kept.set(tag, png);
  // A failed render is not kept: the next request tries again (and the error reaches its caller).
  png.catch(() => kept.get(tag) === png && kept.delete(tag));
  while (kept.size > maxKeptImages) {
    const oldest = kept.keys().next();
    if (oldest.done) break;
    kept.delete(oldest.value);
  }
  return png;
}

// One render at a time (~40-80 ms each): a burst of requests for many matches waits in line
// rather than taking both cores from the pages.
let renderQueue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(task, task);
  renderQueue = run.catch(() => undefined);
  return run;
}

// Inter's Latin, Latin Extended, Greek and Cyrillic subsets in two weights. Each subset is its
// own family name: satori uses one font per family and weight, and falls back through the
// others for a letter the first lacks ('Ł', 'Ğ'). WOFF, because satori cannot read WOFF2.
const fontSubsets = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const fontWeights = [400, 700] as const;
let fonts: Font[] | undefined;

/** Read once, then the same array every time: satori caches its parsed fonts by it. */
function loadFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  fonts = fontSubsets.flatMap((subset) =>
    fontWeights.map((weight) => ({
      name: `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

const brand = '#0b5d3b';
const brandDark = '#07412a';
const white = '#ffffff';
const faint = 'rgba(255,255,255,0.14)';

/** The card's ground and its top line: the site's logo and name, and a label in a pill. */
function CardFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        width: shareImageWidth,
        height: shareImageHeight,
        display: 'flex',
        flexDirection: 'column',
        // satori sizes boxes as CSS does (content-box) unless told otherwise.
        boxSizing: 'border-box',
        padding: '44px 56px 48px',
        backgroundColor: brand,
        backgroundImage: `linear-gradient(160deg, ${brand} 55%, ${brandDark} 100%)`,
        color: white,
        fontFamily: fontSubsets.map((subset) => `Inter ${subset}`).join(', '),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Logo />
          <span style={{ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{siteName}</span>
        </div>
        {label && (
          <div
            style={{
              display: 'block',
              boxSizing: 'border-box',
              maxWidth: 620,
              padding: '10px 22px',
              borderRadius: 999,
              backgroundColor: faint,
              fontSize: 26,
              fontWeight: 700,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {label}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}

function ShareCard({ card }: { card: MatchShareCard }) {
  return (
    <CardFrame label={card.competition}>
      <Spacer />
      {/* Teams hang from the top, so a two-line name never moves its badge. */}
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <Team name={card.homeTeam} badge={card.homeBadge} />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            flex: 1,
            paddingTop: 8,
          }}
        >
          <span style={{ fontSize: 96, fontWeight: 700, letterSpacing: -2, lineHeight: 1 }}>
            {card.time}
          </span>
          <span
            style={{ marginTop: 10, fontSize: 22, fontWeight: 700, letterSpacing: 3, opacity: 0.8 }}
          >
            UK TIME
          </span>
        </div>
        <Team name={card.awayTeam} badge={card.awayBadge} />
      </div>

      <Spacer />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 22 }}>
        <span style={{ fontSize: 32, fontWeight: 700 }}>{card.date}</span>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: 60 }}>
          {card.broadcastNote === null ? (
            <>
              <span style={{ fontSize: 24, opacity: 0.85, whiteSpace: 'nowrap' }}>Watch on</span>
              {card.channels.map((channel, index) => (
                <Chip key={index} channel={channel} maxWidth={chipWidths[card.channels.length]} />
              ))}
              {card.moreChannels > 0 && (
                <span style={{ fontSize: 24, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  +{card.moreChannels} more
                </span>
              )}
            </>
          ) : (
            <span
              style={{
                padding: '12px 24px',
                borderRadius: 12,
                backgroundColor: faint,
                fontSize: 28,
                fontWeight: 700,
              }}
            >
              {card.broadcastNote}
            </span>
          )}
        </div>
      </div>
    </CardFrame>
  );
}

/** An article's card: the site's header line with the article's kind, its title large, then
 * who wrote it and when. */
function ArticleCard({ card }: { card: ArticleShareCard }) {
  const length = Array.from(card.title).length;
  return (
    <CardFrame label={card.kind}>
      <Spacer />
      <div
        style={{
          display: 'block',
          fontSize: length <= 40 ? 76 : length <= 70 ? 64 : 52,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -1,
          lineClamp: 3,
        }}
      >
        {card.title}
      </div>
      <Spacer />
      <div style={{ display: 'flex', gap: 18, fontSize: 30, opacity: 0.9 }}>
        <span style={{ fontWeight: 700 }}>{card.author}</span>
        <span>·</span>
        <span>{card.date}</span>
      </div>
    </CardFrame>
  );
}

/** Shares the height left over between the sections it stands between. */
function Spacer() {
  return <div style={{ display: 'flex', flexGrow: 1 }} />;
}

/** Longer names get smaller type; two lines at most, then '…'. */
function teamNameSize(name: string): number {
  const length = Array.from(name).length;
  return length <= 12 ? 50 : length <= 18 ? 44 : length <= 28 ? 38 : 32;
}

function Team({ name, badge }: { name: string; badge: TeamColours }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 400 }}>
      <Badge badge={badge} size={136} />
      <div
        style={{
          display: 'block',
          marginTop: 18,
          width: '100%',
          textAlign: 'center',
          fontSize: teamNameSize(name),
          fontWeight: 700,
          lineHeight: 1.15,
          lineClamp: 2,
        }}
      >
        {name}
      </div>
    </div>
  );
}

/**
 * The site's team badge (see TeamBadge), with its initials drawn by satori rather than as SVG
 * text, which resvg would need system fonts for.
 */
function Badge({ badge, size }: { badge: TeamColours; size: number }) {
  // TeamBadge's lettering: 13 of 32 units for up to two letters, 11 for three, 9 for four.
  const units = [13, 13, 13, 11, 9][badge.initials.length] ?? 9;
  return (
    <div style={{ display: 'flex', position: 'relative', width: size, height: size }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        style={{ position: 'absolute', top: 0, left: 0 }}
      >
        <path d={badgeShieldPath} fill={badge.background} stroke={white} strokeWidth={0.6} />
        {badge.stripe && <path d={badgeBandPath} fill={badge.stripe} />}
      </svg>
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          top: size * 0.06,
          left: 0,
          width: size,
          height: size,
          alignItems: 'center',
          justifyContent: 'center',
          color: badge.foreground,
          fontSize: (units / 32) * size,
          fontWeight: 700,
        }}
      >
        {badge.initials}
      </div>
    </div>
  );
}

/** Chip widths by number of chips, so 'Watch on', the chips and '+N more' fit on one line. */
const chipWidths = [0, 640, 420, 270];

function Chip({ channel, maxWidth = 270 }: { channel: ShareCardChannel; maxWidth?: number }) {
  return (
    <div
      style={{
        display: 'block',
        boxSizing: 'border-box',
        maxWidth,
        padding: '10px 18px',
        borderRadius: 12,
        border: `2px solid ${channel.border}`,
        backgroundColor: channel.background,
        color: channel.foreground,
        fontSize: 26,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {channel.name}
    </div>
  );
}

/** The site's logo (public/favicon.svg): a TV on a faint rounded square. */
function Logo() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 64,
        height: 64,
        borderRadius: 16,
        backgroundColor: faint,
      }}
    >
      <svg width={48} height={48} viewBox="0 0 32 32">
        <rect
          x="6"
          y="9"
          width="20"
          height="13"
          rx="2"
          fill="none"
          stroke={white}
          strokeWidth="2"
        />
        <circle cx="16" cy="15.5" r="3.5" fill={white} />
        <path d="M12 25h8" stroke={white} strokeWidth="2" strokeLinecap="round" />
      </svg>
    </div>
  );
}
