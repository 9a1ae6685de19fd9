/**
 * The channel catalogue: every broadcaster and streaming service a UK football listing names,
 * with the colours the site draws its chip in and the page a viewer goes to watch.
 *
 * The built-in list is data in code: it changes with broadcast deals (a few times a year), is
 * reviewed like code, and the importer needs it without a database round trip. Administrators'
 * edits (names, aliases, free or paid, watch links, colours) are laid over it (decision 0028),
 * so every reader asks `listChannels` and `getChannel`, never the built-in list.
 * Ids are stable because they appear in URLs (`/sky-sports-main-event`); rename a channel by
 * changing `name` and moving the old name to `aliases`, never by changing the id.
 */
import { getChannelEdits, type ChannelEdits, type ChannelOverride } from './channel-edits';

export const channelGroups = [
  { id: 'bbc', name: 'BBC' },
  { id: 'sky-sports', name: 'Sky Sports' },
  { id: 'tnt-sports', name: 'TNT Sports' },
  { id: 'itv-stv', name: 'ITV/STV' },
  { id: 'premier-sports', name: 'Premier Sports/La Liga' },
  { id: 'streaming', name: 'Streaming services' },
  { id: 'us-networks', name: 'US networks' },
  { id: 'scottish-welsh', name: 'Scottish/Welsh' },
  { id: 'misc', name: 'Other channels' },
] as const;

export type ChannelGroupId = (typeof channelGroups)[number]['id'];

export interface Channel {
  /** Kebab-case and stable: it is the channel's URL slug. */
  id: string;
  /** Canonical display name, as the broadcaster writes it. */
  name: string;
  group: ChannelGroupId;
  /** Hex colours of the channel chip; text has at least WCAG AA contrast (4.5:1) on it. */
  backgroundColor: string;
  textColor: string;
  /** For chips whose background would vanish into a dark page. */
  borderColor?: string;
  /** Free to watch in the UK without a subscription (a TV licence aside). */
  isFreeToAir: boolean;
  /** A free channel watched online only (a website, an app, YouTube), not on a TV channel: the
   * free-to-air page lists its matches apart, as free streams. */
  isStream?: true;
  /** Default page to watch on; null when there is no well-known public address. */
  url: string | null;
  /** Other names listings use (old names, short names). Spacing, case and punctuation
   * variants are not listed: the resolver's normalised key already covers them. */
  aliases: readonly string[];
  /** One sentence on what a streaming service is and how to watch it in the UK. */
  description?: string;
}

// Shared palettes, so a group reads as one family on the page.
const bbc = { backgroundColor: '#000000', textColor: '#FFFFFF', borderColor: '#4D4D4D' };
const sky = { backgroundColor: '#0A1D45', textColor: '#FFFFFF' };
const tnt = { backgroundColor: '#000000', textColor: '#FFFFFF', borderColor: '#5C5C5C' };
const itv = { backgroundColor: '#005A6A', textColor: '#FFFFFF' };
const stv = { backgroundColor: '#0B2D6B', textColor: '#FFFFFF' };
const premier = { backgroundColor: '#0C1F3F', textColor: '#FFFFFF', borderColor: '#2E6BD1' };
const s4c = { backgroundColor: '#1E1E1E', textColor: '#FFD23F' };
const youtubeRed = { backgroundColor: '#CC0000', textColor: '#FFFFFF' };

const iplayer = 'https://www.bbc.co.uk/iplayer';
const skyWatch = 'https://www.skysports.com/watch';
const tntSports = 'https://www.tntsports.co.uk';
const itvWatch = 'https://www.itv.com/watch';
const stvPlayer = 'https://player.stv.tv';
const premierSports = 'https://www.premiersports.com';
const primeVideo = 'https://www.amazon.co.uk/primevideo';

export const builtInChannels: readonly Channel[] = [
  // BBC
  {
    id: 'bbc-one',
    name: 'BBC One',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbcone`,
    aliases: ['BBC 1'],
  },
  {
    id: 'bbc-two',
    name: 'BBC Two',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbctwo`,
    aliases: ['BBC 2'],
  },
  {
    id: 'bbc-three',
    name: 'BBC Three',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbcthree`,
    aliases: ['BBC 3'],
  },
  {
    id: 'bbc-four',
    name: 'BBC Four',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbcfour`,
    aliases: ['BBC 4'],
  },
  {
    id: 'bbc-one-wales',
    name: 'BBC One Wales',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: iplayer,
    aliases: ['BBC Wales', 'BBC 1 Wales'],
  },
  {
    id: 'bbc-two-wales',
    name: 'BBC Two Wales',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: iplayer,
    aliases: ['BBC 2 Wales'],
  },
  {
    id: 'bbc-one-northern-ireland',
    name: 'BBC One Northern Ireland',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: iplayer,
    aliases: ['BBC One NI', 'BBC 1 NI', 'BBC NI'],
  },
  {
    id: 'bbc-two-northern-ireland',
    name: 'BBC Two Northern Ireland',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: iplayer,
    aliases: ['BBC Two NI', 'BBC 2 NI'],
  },
  {
    id: 'bbc-scotland',
    name: 'BBC Scotland',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbcscotland`,
    aliases: [],
  },
  {
    id: 'bbc-alba',
    name: 'BBC Alba',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: `${iplayer}/live/bbcalba`,
    aliases: [],
  },
  {
    id: 'bbc-iplayer',
    name: 'BBC iPlayer',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    isStream: true,
    url: iplayer,
    aliases: ['iPlayer'],
  },
  {
    id: 'bbc-red-button',
    name: 'BBC Red Button',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    url: iplayer,
    aliases: ['Red Button'],
  },
  {
    id: 'bbc-sport-website',
    name: 'BBC Sport Website',
    group: 'bbc',
    ...bbc,
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.bbc.co.uk/sport',
    aliases: ['BBC Sport', 'BBC Sport Online', 'BBC Sport App'],
  },

  // Sky Sports. 'Sky Sports' alone is its own entry rather than an alias of Main Event:
  // listings write it before Sky says which channel, and guessing one would send viewers to
  // the wrong channel. The accent border tells the channels apart, as Sky's own idents do.
  {
    id: 'sky-sports',
    name: 'Sky Sports',
    group: 'sky-sports',
    ...sky,
    borderColor: '#E4032E',
    isFreeToAir: false,
    url: skyWatch,
    aliases: [],
  },
  {
    id: 'sky-sports-main-event',
    name: 'Sky Sports Main Event',
    group: 'sky-sports',
    ...sky,
    borderColor: '#E4032E',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Main Event'],
  },
  {
    id: 'sky-sports-premier-league',
    name: 'Sky Sports Premier League',
    group: 'sky-sports',
    ...sky,
    borderColor: '#8A3FFC',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Sports PL', 'Sky Premier League', 'Sky PL'],
  },
  {
    id: 'sky-sports-football',
    name: 'Sky Sports Football',
    group: 'sky-sports',
    ...sky,
    borderColor: '#00A651',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Football'],
  },
  {
    id: 'sky-sports-action',
    name: 'Sky Sports Action',
    group: 'sky-sports',
    ...sky,
    borderColor: '#F47B20',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Action'],
  },
  {
    id: 'sky-sports-arena',
    name: 'Sky Sports Arena',
    group: 'sky-sports',
    ...sky,
    borderColor: '#00B2E3',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Arena'],
  },
  {
    id: 'sky-sports-mix',
    name: 'Sky Sports Mix',
    group: 'sky-sports',
    ...sky,
    borderColor: '#E5007D',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Mix'],
  },
  {
    id: 'sky-sports-news',
    name: 'Sky Sports News',
    group: 'sky-sports',
    ...sky,
    borderColor: '#FFD200',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['SSN'],
  },
  {
    id: 'sky-sports-ultra-hdr',
    name: 'Sky Sports Ultra HDR',
    group: 'sky-sports',
    ...sky,
    borderColor: '#B4B4B4',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Sports Ultra HD', 'Sky Sports UHD', 'Sky Ultra HDR'],
  },
  {
    id: 'sky-sports-plus',
    name: 'Sky Sports+',
    group: 'sky-sports',
    ...sky,
    borderColor: '#E4032E',
    isFreeToAir: false,
    url: skyWatch,
    aliases: [],
  },
  {
    id: 'sky-sports-box-office',
    name: 'Sky Sports Box Office',
    group: 'sky-sports',
    ...sky,
    borderColor: '#C9A227',
    isFreeToAir: false,
    url: skyWatch,
    aliases: ['Sky Box Office'],
  },
  {
    id: 'sky-showcase',
    name: 'Sky Showcase',
    group: 'sky-sports',
    ...sky,
    borderColor: '#6D6E71',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'sky-sports-wsl-youtube',
    name: 'Sky Sports WSL YouTube',
    group: 'sky-sports',
    ...sky,
    borderColor: '#CC0000',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },

  // TNT Sports (BT Sport until July 2023). Bare 'TNT Sports' and 'BT Sport' go to channel 1,
  // the flagship that carries the headline match when a listing names only the brand.
  {
    id: 'tnt-sports-1',
    name: 'TNT Sports 1',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['TNT Sports', 'BT Sport 1', 'BT Sport'],
  },
  {
    id: 'tnt-sports-2',
    name: 'TNT Sports 2',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['BT Sport 2'],
  },
  {
    id: 'tnt-sports-3',
    name: 'TNT Sports 3',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['BT Sport 3'],
  },
  {
    id: 'tnt-sports-4',
    name: 'TNT Sports 4',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['BT Sport 4'],
  },
  {
    id: 'tnt-sports-5',
    name: 'TNT Sports 5',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-6',
    name: 'TNT Sports 6',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-7',
    name: 'TNT Sports 7',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-8',
    name: 'TNT Sports 8',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-9',
    name: 'TNT Sports 9',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-10',
    name: 'TNT Sports 10',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: [],
  },
  {
    id: 'tnt-sports-ultimate',
    name: 'TNT Sports Ultimate',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['BT Sport Ultimate'],
  },
  {
    id: 'tnt-sports-box-office',
    name: 'TNT Sports Box Office',
    group: 'tnt-sports',
    ...tnt,
    isFreeToAir: false,
    url: tntSports,
    aliases: ['BT Sport Box Office'],
  },
  {
    id: 'discovery-plus',
    name: 'discovery+',
    group: 'tnt-sports',
    backgroundColor: '#0037C8',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.discoveryplus.com',
    aliases: [],
    description:
      'The Warner Bros. Discovery app that streams every TNT Sports channel in the UK with its sport pass.',
  },

  // ITV/STV. ITVX replaced the ITV Hub in December 2022.
  {
    id: 'itv1',
    name: 'ITV1',
    group: 'itv-stv',
    ...itv,
    isFreeToAir: true,
    url: itvWatch,
    aliases: ['ITV'],
  },
  {
    id: 'itv4',
    name: 'ITV4',
    group: 'itv-stv',
    ...itv,
    isFreeToAir: true,
    url: itvWatch,
    aliases: [],
  },
  {
    id: 'itvx',
    name: 'ITVX',
    group: 'itv-stv',
    backgroundColor: '#101010',
    textColor: '#DEEB52',
    isFreeToAir: true,
    isStream: true,
    url: itvWatch,
    aliases: ['ITV Hub'],
  },
  {
    id: 'stv',
    name: 'STV',
    group: 'itv-stv',
    ...stv,
    isFreeToAir: true,
    url: stvPlayer,
    aliases: [],
  },
  {
    id: 'stv-player',
    name: 'STV Player',
    group: 'itv-stv',
    ...stv,
    isFreeToAir: true,
    isStream: true,
    url: stvPlayer,
    aliases: [],
  },

  // Premier Sports and LALIGATV (Premier Sports runs LALIGATV in the UK).
  {
    id: 'premier-sports-1',
    name: 'Premier Sports 1',
    group: 'premier-sports',
    ...premier,
    isFreeToAir: false,
    url: premierSports,
    aliases: ['Premier Sports'],
  },
  {
    id: 'premier-sports-2',
    name: 'Premier Sports 2',
    group: 'premier-sports',
    ...premier,
    isFreeToAir: false,
    url: premierSports,
    aliases: [],
  },
  {
    id: 'premier-player',
    name: 'Premier Player',
    group: 'premier-sports',
    ...premier,
    isFreeToAir: false,
    url: premierSports,
    aliases: [],
  },
  {
    id: 'laligatv',
    name: 'LALIGATV',
    group: 'premier-sports',
    backgroundColor: '#0B0B2B',
    textColor: '#FFFFFF',
    borderColor: '#FF4B44',
    isFreeToAir: false,
    url: premierSports,
    aliases: [],
  },
  {
    id: 'freesports',
    name: 'FreeSports',
    group: 'premier-sports',
    backgroundColor: '#12284C',
    textColor: '#FFFFFF',
    borderColor: '#E30613',
    isFreeToAir: true,
    url: null,
    aliases: [],
  },

  // Streaming services
  {
    id: 'youtube',
    name: 'YouTube',
    group: 'streaming',
    ...youtubeRed,
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.youtube.com',
    aliases: [],
    description:
      'The free video platform where leagues, clubs and broadcasters stream some matches live, in a browser or the YouTube app.',
  },
  {
    id: 'dazn',
    name: 'DAZN',
    group: 'streaming',
    backgroundColor: '#0C161C',
    textColor: '#F7FF1A',
    isFreeToAir: false,
    url: 'https://www.dazn.com',
    aliases: ['DAZN 1'],
    description:
      'A sports streaming service with women’s football and European leagues; a monthly subscription, with some matches free after signing up.',
  },
  {
    id: 'apple-tv',
    name: 'Apple TV',
    group: 'streaming',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    borderColor: '#5C5C5C',
    isFreeToAir: false,
    url: 'https://tv.apple.com',
    aliases: ['Apple TV+', 'MLS Season Pass'],
    description:
      'Apple’s streaming service, home of every MLS match through the MLS Season Pass, watched in the Apple TV app on most devices.',
  },
  {
    id: 'trillertv',
    name: 'TrillerTV+',
    group: 'streaming',
    backgroundColor: '#14142B',
    textColor: '#FFFFFF',
    borderColor: '#7B61FF',
    isFreeToAir: false,
    url: 'https://www.trillertv.com',
    aliases: ['TrillerTV', 'FITE', 'FITE TV'],
    description:
      'A streaming service (formerly FITE) with football from smaller leagues worldwide, by subscription or pay-per-view.',
  },
  {
    id: 'amazon-prime-video',
    name: 'Amazon Prime Video',
    group: 'streaming',
    backgroundColor: '#0F171E',
    textColor: '#00A8E1',
    isFreeToAir: false,
    url: primeVideo,
    aliases: ['Prime Video', 'Amazon Prime', 'Amazon Video'],
    description:
      'Amazon’s streaming service, included with an Amazon Prime membership or on its own monthly plan. For football in the UK it has one Champions League match on most Tuesday nights of the competition.',
  },
  {
    id: 'amazon-prime-ppv',
    name: 'Amazon Prime PPV',
    group: 'streaming',
    backgroundColor: '#0F171E',
    textColor: '#00A8E1',
    borderColor: '#00A8E1',
    isFreeToAir: false,
    url: primeVideo,
    aliases: ['Prime Video PPV', 'Prime PPV', 'Amazon PPV'],
    description:
      'Single events sold one at a time inside Amazon Prime Video, on top of any membership.',
  },
  {
    id: 'onefootball',
    name: 'OneFootball',
    group: 'streaming',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    borderColor: '#5C5C5C',
    isFreeToAir: false,
    url: 'https://onefootball.com',
    aliases: [],
    description:
      'A football news app that also streams some matches, a few free and others pay-per-view.',
  },
  {
    id: 'fifa-plus',
    name: 'FIFA+',
    group: 'streaming',
    backgroundColor: '#14305E',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.plus.fifa.com',
    aliases: [],
    description:
      'FIFA’s free streaming service, showing live matches from national leagues and youth and women’s tournaments after signing up.',
  },
  {
    id: 'ligue1-plus',
    name: 'Ligue1+',
    group: 'streaming',
    backgroundColor: '#0B1E3D',
    textColor: '#FFFFFF',
    borderColor: '#DAE025',
    isFreeToAir: false,
    url: null,
    aliases: ['Ligue 1 Pass'],
    description:
      'The French league’s own subscription service (formerly Ligue 1 Pass), streaming Ligue 1 matches outside France.',
  },
  {
    id: 'disney-plus',
    name: 'Disney+',
    group: 'streaming',
    backgroundColor: '#01147C',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.disneyplus.com',
    aliases: [],
    description:
      'Disney’s subscription streaming service, which shows some live football through its ESPN content.',
  },
  {
    id: 'now',
    name: 'NOW',
    group: 'streaming',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    borderColor: '#00D1B2',
    isFreeToAir: false,
    url: 'https://www.nowtv.com',
    aliases: ['NOW TV'],
    description:
      'Sky’s contract-free streaming service: a Sports membership streams the Sky Sports channels by day or by month.',
  },

  // US networks: not available in the UK, listed because imported schedules name them.
  {
    id: 'nbc',
    name: 'NBC',
    group: 'us-networks',
    backgroundColor: '#1E1E1E',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.nbc.com',
    aliases: ['NBC Sports'],
  },
  {
    id: 'cbs',
    name: 'CBS',
    group: 'us-networks',
    backgroundColor: '#0033A0',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.cbs.com',
    aliases: ['CBS Sports'],
  },
  {
    id: 'fox',
    name: 'FOX',
    group: 'us-networks',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    borderColor: '#5C5C5C',
    isFreeToAir: false,
    url: 'https://www.fox.com',
    aliases: ['FOX Sports'],
  },
  {
    id: 'espn',
    name: 'ESPN',
    group: 'us-networks',
    backgroundColor: '#C8102E',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.espn.com',
    aliases: [],
  },
  {
    id: 'nfl-network',
    name: 'NFL Network',
    group: 'us-networks',
    backgroundColor: '#013369',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.nfl.com/network',
    aliases: [],
  },

  // Scottish/Welsh. 'S4C Online' is S4C's own web and social streams, not the Clic player.
  {
    id: 's4c',
    name: 'S4C',
    group: 'scottish-welsh',
    ...s4c,
    isFreeToAir: true,
    url: 'https://www.s4c.cymru',
    aliases: [],
  },
  {
    id: 's4c-clic',
    name: 'S4C Clic',
    group: 'scottish-welsh',
    ...s4c,
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.s4c.cymru/clic',
    aliases: ['Clic'],
  },
  {
    id: 's4c-online',
    name: 'S4C Online',
    group: 'scottish-welsh',
    ...s4c,
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.s4c.cymru',
    aliases: [],
  },

  // Other channels: the free terrestrial channels, league and club services, and the YouTube
  // channels that listings name one by one.
  {
    id: 'channel-4',
    name: 'Channel 4',
    group: 'misc',
    backgroundColor: '#1B1B1B',
    textColor: '#FFFFFF',
    borderColor: '#6E6E6E',
    isFreeToAir: true,
    url: 'https://www.channel4.com',
    aliases: ['C4', 'All 4'],
  },
  {
    id: 'channel-5',
    name: 'Channel 5',
    group: 'misc',
    backgroundColor: '#6A1B9A',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    url: 'https://www.channel5.com',
    aliases: ['5', 'C5', 'Five', 'My5'],
  },
  {
    id: 'the-fa-player',
    name: 'The FA Player',
    group: 'misc',
    backgroundColor: '#001A3D',
    textColor: '#FFFFFF',
    borderColor: '#D71920',
    isFreeToAir: true,
    isStream: true,
    url: 'https://faplayer.thefa.com',
    aliases: ['FA Player'],
  },
  {
    id: 'nwsl-plus',
    name: 'NWSL+',
    group: 'misc',
    backgroundColor: '#00263A',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },
  {
    id: 'dfb-play',
    name: 'DFB Play',
    group: 'misc',
    backgroundColor: '#00613C',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },
  {
    id: 'loitv',
    name: 'LOITV',
    group: 'misc',
    backgroundColor: '#006B3F',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: 'https://www.loitv.ie',
    aliases: ['League of Ireland TV'],
  },
  {
    id: 'destination-calcio',
    name: 'Destination Calcio',
    group: 'misc',
    backgroundColor: '#00347A',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'uefa-tv',
    name: 'UEFA.tv',
    group: 'misc',
    backgroundColor: '#00004B',
    textColor: '#FFFFFF',
    borderColor: '#2E5BFF',
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.uefa.tv',
    aliases: [],
  },
  {
    id: 'national-league-tv',
    name: 'National League TV',
    group: 'misc',
    backgroundColor: '#231F20',
    textColor: '#FFFFFF',
    borderColor: '#6E6E6E',
    isFreeToAir: false,
    url: null,
    aliases: ['NLTV'],
  },
  {
    id: 'palace-tv',
    name: 'Palace TV',
    group: 'misc',
    backgroundColor: '#1B458F',
    textColor: '#FFFFFF',
    borderColor: '#C4122E',
    isFreeToAir: false,
    url: null,
    aliases: ['Palace TV+'],
  },
  {
    id: 'city-plus',
    name: 'CITY+',
    group: 'misc',
    backgroundColor: '#6CABDD',
    textColor: '#1C2C5B',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'spursplay',
    name: 'SPURSPLAY',
    group: 'misc',
    backgroundColor: '#132257',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'mutv',
    name: 'MUTV',
    group: 'misc',
    backgroundColor: '#DA291C',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'lfctv',
    name: 'LFCTV',
    group: 'misc',
    backgroundColor: '#C8102E',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: ['LFCTV GO'],
  },
  {
    id: 'rangers-tv',
    name: 'RangersTV',
    group: 'misc',
    backgroundColor: '#1B458F',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'celtic-tv',
    name: 'Celtic TV',
    group: 'misc',
    backgroundColor: '#016F49',
    textColor: '#FFFFFF',
    isFreeToAir: false,
    url: null,
    aliases: [],
  },
  {
    id: 'bundesliga-youtube',
    name: 'Bundesliga YouTube',
    group: 'misc',
    backgroundColor: '#D20515',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: 'https://www.youtube.com/@bundesliga',
    aliases: [],
  },
  {
    id: 'saudi-pro-league-youtube',
    name: 'Saudi Pro League YouTube',
    group: 'misc',
    backgroundColor: '#00543D',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },
  {
    id: 'the-afc-hub-youtube',
    name: 'The AFC Hub YouTube',
    group: 'misc',
    backgroundColor: '#0B2A4A',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: ['AFC Hub YouTube'],
  },
  {
    id: 'wsl-youtube',
    name: 'WSL YouTube',
    group: 'misc',
    backgroundColor: '#2D1E4F',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: ["Women's Super League YouTube"],
  },
  {
    id: 'wsl2-youtube',
    name: 'WSL2 YouTube',
    group: 'misc',
    backgroundColor: '#2D1E4F',
    textColor: '#FFFFFF',
    borderColor: '#8E7CC3',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },
  {
    id: 'german-football-youtube',
    name: 'German Football YouTube',
    group: 'misc',
    ...youtubeRed,
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: [],
  },
  {
    id: 'j-league-international-youtube',
    name: 'J League International YouTube',
    group: 'misc',
    backgroundColor: '#B8001F',
    textColor: '#FFFFFF',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: ['J League YouTube'],
  },
  {
    id: 'thats-football-youtube',
    name: "That's Football YouTube",
    group: 'misc',
    ...youtubeRed,
    isFreeToAir: true,
    url: null,
    aliases: [],
  },
  {
    id: 'the-overlap-youtube',
    name: 'The Overlap YouTube',
    group: 'misc',
    backgroundColor: '#111111',
    textColor: '#FFFFFF',
    borderColor: '#5C5C5C',
    isFreeToAir: true,
    isStream: true,
    url: null,
    aliases: ['Overlap YouTube'],
  },
];

const builtInById = new Map(builtInChannels.map((channel) => [channel.id, channel]));

/**
 * The built-in channel with this id, as the code ships it, or null: what an edit is compared
 * with and falls back to.
 * @example getBuiltInChannel('bbc-one')?.name // 'BBC One'
 */
export function getBuiltInChannel(id: string): Channel | null {
  return builtInById.get(id) ?? null;
}

/**
 * The catalogue with `edits` laid over the built-in channels, in the built-in order: an edited
 * field replaces the built-in one, added aliases follow the kept ones, and a renamed channel
 * keeps its built-in name as an alias (listings go on writing it) unless that was taken away.
 * @example layerChannelEdits(builtInChannels, { 'bbc-one': { name: 'BBC 1 HD' } })[0]?.aliases // ['BBC One', 'BBC 1']
 */
export function layerChannelEdits(
  builtIn: readonly Channel[],
  edits: Readonly<Record<string, ChannelOverride>>,
): Channel[] {
  return builtIn.map((channel) => {
    const edit = edits[channel.id];
    if (!edit) return channel;
    const { addedAliases = [], removedAliases = [], ...fields } = edit;
    const renamed = fields.name !== undefined && fields.name !== channel.name;
    const kept = [...(renamed ? [channel.name] : []), ...channel.aliases].filter(
      (alias) => !removedAliases.includes(alias),
    );
    return { ...channel, ...fields, aliases: [...kept, ...addedAliases] };
  });
}

let layered: { from: ChannelEdits; channels: readonly Channel[]; byId: Map<string, Channel> } = {
  from: getChannelEdits(),
  channels: builtInChannels,
  byId: builtInById,
};

/**
 * Every channel of the catalogue as it is now (administrators' edits included), in catalogue
 * order. The same array until the edits change, so readers may derive from it once per change.
 * @example listChannels().find((c) => c.id === 'bbc-one')?.isFreeToAir // true
 */
export function listChannels(): readonly Channel[] {
  const edits = getChannelEdits();
  if (layered.from !== edits) {
    const channels = layerChannelEdits(builtInChannels, edits.channels);
    layered = { from: edits, channels, byId: new Map(channels.map((c) => [c.id, c])) };
  }
  return layered.channels;
}

/**
 * The catalogue channel with this id, edits included, or null.
 * @example getChannel('bbc-one')?.name // 'BBC One'
 */
export function getChannel(id: string): Channel | null {
  listChannels();
  return layered.byId.get(id) ?? null;
}

/**
 * A value worked out from the catalogue (a lookup table, a list of ids), built again only when
 * the catalogue changes: readers call the returned function wherever they read the value.
 * @example const listFreeIds = deriveFromCatalogue((channels) => channels.filter((c) => c.isFreeToAir).map((c) => c.id));
 */
export function deriveFromCatalogue<T>(build: (channels: readonly Channel[]) => T): () => T {
  let from: readonly Channel[] | null = null;
  let value: T;
  return () => {
    const channels = listChannels();
    if (from !== channels) {
      value = build(channels);
      from = channels;
    }
    return value;
  };
}

/** Free channels on TV (BBC One, ITV1, S4C…). */
export const listFreeBroadcastIds = deriveFromCatalogue((channels) =>
  channels.filter((c) => c.isFreeToAir && !c.isStream).map((c) => c.id),
);

/** Free streams (FIFA+, YouTube…). */
export const listFreeStreamIds = deriveFromCatalogue((channels) =>
  channels.filter((c) => c.isFreeToAir && c.isStream).map((c) => c.id),
);
