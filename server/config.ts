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
  };
}
