import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db } from '~/db/create-db.server';
import type { PushSend } from './push-alerts.server';

export interface VapidKeys {
  /** The public key browsers subscribe with (applicationServerKey), base64url. */
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair (RFC 8292), which push services use to know our messages come from
 * us. Made on first use and kept in the database, so every instance signs with the same pair
 * and subscriptions outlive restarts; the first instance to store a pair wins.
 * @example const { publicKey } = await loadVapidKeys(db);
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const rows = await db
      .selectFrom('site_keys')
      .select(['name', 'value'])
      .where('name', 'in', ['vapid-public', 'vapid-private'])
      .orderBy('name')
      .execute();
    const value = (name: string) => rows.find((row) => row.name === name)?.value;
    const publicKey = value('vapid-public');
    const privateKey = value('vapid-private');
    return publicKey && privateKey ? { publicKey, privateKey } : null;
  };
  const stored = await read();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('site_keys')
    .values([
      { name: 'vapid-public', value: made.publicKey },
      { name: 'vapid-private', value: made.privateKey },
    ])
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  return (await read()) ?? made;
}

/** How long a push service keeps a message for a browser that is offline. */
const timeToLiveSeconds = 12 * 60 * 60;

/**
 * Sends with the web-push library: the payload encrypted for the browser (RFC 8291,
 * aes128gcm) and signed with our VAPID keys. The subject is the site's https address, or a
 * mailto: address on a site served over plain http. `agent` is for a push service with its own
 * certificate authority (the tests' local one).
 * @example const send = createPushSender(keys, 'https://kickoff.tv');
 */
export function createPushSender(
  keys: VapidKeys,
  siteUrl: string,
  { agent }: { agent?: Agent } = {},
): PushSend {
  const site = new URL(siteUrl);
  const subject = site.protocol === 'https:' ? site.origin : `mailto:alerts@${site.hostname}`;
  return async (target, payload) => {
    try {
      const response = await webpush.sendNotification(target, payload, {
        vapidDetails: { subject, ...keys },
        TTL: timeToLiveSeconds,
        timeout: 10_000,
        ...(agent && { agent }),
      });
      return response.statusCode;
    } catch (error) {
      if (error instanceof webpush.WebPushError) return error.statusCode;
      throw error;
    }
  };
}
