import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseShareLinkKey } from '~/features/share/share-key.server';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('data/kickoff.sqlite'),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const value = parseTrustProxy(text);
      if (value !== undefined) return value;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxy hops (1 for one proxy in front), or a comma-separated list of proxy addresses or subnets (e.g. loopback, 10.0.0.0/8)',
      });
      return z.NEVER;
    }),
  ANALYTICS_SCRIPT: z
    .string()
    .regex(
      /^\/(?![/\\])[\w./-]*\.js$/,
      'must be a path on this site ending in .js, e.g. /analytics.js (pages may only load scripts from this site)',
    )
    .optional(),
  SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  REQUEST_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  STAFF_TWO_FACTOR: z
    .enum(['required', 'optional'], { error: 'must be required or optional' })
    .optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SHARE_LINK_KEY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return null;
      const parsed = parseShareLinkKey(text);
      if (parsed.ok) return parsed.key;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  /** Public origin without a trailing slash. */
  siteUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** A database without fixtures starts with a demo fortnight of listings. */
  demoData: boolean;
  /** Signs share links; null when unset (see loadShareLinkKey for what happens then). */
  shareLinkKey: Buffer | null;
  /**
   * Which proxies' `X-Forwarded-Proto/Host/For` headers are believed (Express `trust proxy`):
   * false, a hop count, or addresses and subnets. Never "everyone": a client could then claim
   * any address or protocol.
   */
  trustProxy: TrustProxy;
  /** A site path of a script that installs `window.kickoffAnalytics`, or null (decision 0018). */
  analyticsScript: string | null;
  /**
   * Posts that check or set a password allowed a minute from one address (SIGN_IN_LIMIT, default
   * 10): raise it for a newsroom whose staff all sign in from one office address.
   */
  signInLimit: number;
  /**
   * Requests the page cache does not answer allowed a minute from one address (REQUEST_LIMIT,
   * default 1,000).
   */
  requestLimit: number;
  /**
   * Every staff account signs in with a second factor (STAFF_TWO_FACTOR): required by default
   * in production, optional elsewhere so a development database needs no phone.
   */
  twoFactorRequired: boolean;
  /**
   * Server processes (WEB_CONCURRENCY): in production one per core by default; in development
   * one, as Vite serves the code; one for a private in-memory database.
   */
  workers: number;
}

export type TrustProxy = false | number | string[];

/**
 * Reads TRUST_PROXY; undefined when it is not a valid setting.
 * @example parseTrustProxy('1') // 1
 * @example parseTrustProxy('loopback, 10.0.0.0/8') // ['loopback', '10.0.0.0/8']
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value.split(',').map((item) => item.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const address = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/;
  return list.every((item) => named.has(item) || address.test(item)) ? list : undefined;
}

/** Reads and checks the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    siteUrl: new URL(c.SITE_URL ?? `http://localhost:${c.PORT}`).origin,
    logLevel: c.LOG_LEVEL,
    demoData: c.DEMO_DATA,
    shareLinkKey: c.SHARE_LINK_KEY,
    trustProxy: c.TRUST_PROXY,
    analyticsScript: c.ANALYTICS_SCRIPT ?? null,
    signInLimit: c.SIGN_IN_LIMIT,
    requestLimit: c.REQUEST_LIMIT,
    twoFactorRequired:
      (c.STAFF_TWO_FACTOR ?? (c.NODE_ENV === 'production' ? 'required' : 'optional')) ===
      'required',
    // A private in-memory database cannot be shared: it gets one process.
    workers:
      c.DATABASE_URL === ':memory:'
        ? 1
        : (c.WEB_CONCURRENCY ?? (c.NODE_ENV === 'production' ? availableParallelism() : 1)),
  };
}
