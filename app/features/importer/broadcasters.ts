/**
 * The broadcaster gazetteer: the TV channels, streaming services and radio stations a UK or
 * Irish listing may name (and the US and international ones those pages mention), with the
 * spellings listings use. The data is `broadcasters.json`, checked by one schema when this module
 * loads, so a bad entry fails every test instead of a paste.
 */
import { z } from 'zod';
import { readCatalogueFile } from '~/lib/catalogue-file';
import { buildChannelKey } from '~/features/channels/resolve-channel';
import data from './broadcasters.json' with { type: 'json' };

const possessive = /['’]s\s*$/iu;
const tvSuffix = /\s+TV$/;

/**
 * The channel key (case, accents, spaces, hyphens, dots, '&' as 'and', '+' as 'plus'), less a
 * trailing possessive ('Sky’s') or 'HD' ('BBC One HD'), which name the same broadcaster.
 */
function buildBroadcasterKey(written: string): string {
  const key = buildChannelKey(written.replace(possessive, ''));
  return key.length > 2 && key.endsWith('hd') ? key.slice(0, -2) : key;
}

const writtenSchema = z.string().trim().min(1, 'must not be empty');

const broadcasterSchema = z
  .strictObject({
    name: writtenSchema,
    aliases: z.array(writtenSchema).readonly(),
    country: z.enum(['GB', 'IE', 'US', 'INT']),
    kind: z.enum(['tv', 'streaming', 'radio']),
  })
  .readonly();

/** A channel, streaming service or radio station; INT is a multi-country service (DAZN). */
export type Broadcaster = z.infer<typeof broadcasterSchema>;

/** The gazetteer file: every name and alias must lead to one broadcaster only. */
export const broadcastersSchema = z.array(broadcasterSchema).superRefine((list, ctx) => {
  const owners = new Map<string, Broadcaster>();
  list.forEach((broadcaster, index) => {
    for (const written of [broadcaster.name, ...broadcaster.aliases]) {
      const key = buildBroadcasterKey(written);
      const owner = owners.get(key) ?? broadcaster;
      if (key === '' || owner !== broadcaster) {
        const clash = key === '' ? 'has no letters or digits' : `is also a name of ${owner.name}`;
        ctx.addIssue({ code: 'custom', path: [index], message: `'${written}' ${clash}` });
      }
      owners.set(key, owner);
    }
  });
});

const broadcasters = readCatalogueFile('broadcasters.json', broadcastersSchema, data);

// Built once: a paste asks about the same few dozen names thousands of times.
const byKey = new Map(
  broadcasters.flatMap((broadcaster) =>
    [broadcaster.name, ...broadcaster.aliases].map(
      (written) => [buildBroadcasterKey(written), broadcaster] as const,
    ),
  ),
);

/**
 * The broadcaster whose name or alias this is, or null. Case, accents, spaces, hyphens and dots,
 * '&' or 'and', a trailing 'HD', 'TV' and a possessive make no difference; anything else
 * must match exactly, so a venue, a competition or a stray word finds nothing.
 * @example findBroadcaster('RTE2 HD')?.name // 'RTÉ 2'
 * @example findBroadcaster('SS1')?.name // 'Sky Sports 1'
 * @example findBroadcaster("Sky's")?.name // 'Sky'
 * @example findBroadcaster('Premier League') // null
 */
export function findBroadcaster(written: string): Broadcaster | null {
  const found = byKey.get(buildBroadcasterKey(written));
  if (found !== undefined || !tvSuffix.test(written)) return found ?? null;
  // 'BBC Scotland TV': a channel named as a TV service ('UEFA' alone is not 'UEFA TV').
  return byKey.get(buildBroadcasterKey(written.replace(tvSuffix, ''))) ?? null;
}
