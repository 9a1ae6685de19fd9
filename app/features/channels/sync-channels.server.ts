import type { Db } from '~/db/create-db.server';
import { builtInChannels } from './catalogue';

/**
 * Mirrors the built-in catalogue into the channels table so fixture channel links can reference
 * it (by id; administrators' edits are read from channel_edits, decision 0028).
 */
export async function syncChannelCatalogue(db: Db): Promise<void> {
  const rows = builtInChannels.map((c) => ({
    id: c.id,
    name: c.name,
    group_id: c.group,
    is_free_to_air: c.isFreeToAir ? 1 : 0,
    default_url: c.url,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('channels')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            group_id: eb.ref('excluded.group_id'),
            is_free_to_air: eb.ref('excluded.is_free_to_air'),
            default_url: eb.ref('excluded.default_url'),
          })),
        )
        .execute();
    }
  });
}
