/**
 * Editing a saved fixture (Manage Fixtures' Edit): every field, checked by the same schemas as
 * the importer's review and the API, and written by the save itself, so the fixture keeps its
 * id, its channel links and its change history (a new kick-off is a "moved" change, a new
 * channel a "channel-changed" one, for feeds and calendars).
 */
import { z } from 'zod';
import { recordChange, type StaffChange } from '~/features/audit/staff-change.server';
import { readChannelList } from '~/features/importer/listing-lines';
import type { AdminResult } from './fixture-admin.server';
import { channelStatuses, type FixtureInput } from '~/features/schedule/fixture';
import {
  fixtureNameSchema,
  kickOffTimeSchema,
  ukDateSchema,
} from '~/features/schedule/fixture-fields';
import { buildMatchKey } from '~/features/schedule/fixture-identity';
import { getFixture } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';

/** Longest channel list the form takes, in characters. */
const maxChannelsLength = 1000;

/** What the edit form sends, each field with the message the form shows beside it. */
export const fixtureEditSchema = z.strictObject({
  date: ukDateSchema,
  time: kickOffTimeSchema,
  homeTeam: fixtureNameSchema,
  awayTeam: fixtureNameSchema,
  competition: fixtureNameSchema,
  channels: z
    .string()
    .trim()
    .max(maxChannelsLength, {
      error: `Channels must be at most ${maxChannelsLength} characters`,
    }),
  channelStatus: z.enum(channelStatuses),
});

export type FixtureEdit = z.infer<typeof fixtureEditSchema>;

/** A fixture of an import under review may still lack a date or a competition. */
export const draftFixtureEditSchema = fixtureEditSchema.extend({
  date: ukDateSchema.or(z.literal('')),
  competition: fixtureNameSchema.or(z.literal('')),
});

export type DraftFixtureEdit = z.infer<typeof draftFixtureEditSchema>;
export type FixtureEditErrors = Partial<Record<keyof FixtureEdit, string>>;

const fieldMessages: Record<keyof FixtureEdit, string> = {
  date: 'Enter a real date',
  time: 'Enter a kick-off time as HH:MM',
  homeTeam: 'Enter the home team (1 to 100 characters)',
  awayTeam: 'Enter the away team (1 to 100 characters)',
  competition: 'Enter the competition (1 to 100 characters)',
  channels: `List at most ${maxChannelsLength} characters of channels`,
  channelStatus: 'Choose whether the match is on TV',
};

/**
 * Reads the edit form: the fixture, or the message for each field that is wrong.
 * @example readFixtureEdit(form) // { ok: true, edit: { date: '2025-10-04', … } }
 */
export function readFixtureEdit(
  form: FormData,
): { ok: true; edit: FixtureEdit } | { ok: false; errors: FixtureEditErrors } {
  return readEdit(form, fixtureEditSchema);
}

/** The same form for a fixture of an import under review (date and competition may be blank). */
export function readDraftFixtureEdit(
  form: FormData,
): { ok: true; edit: DraftFixtureEdit } | { ok: false; errors: FixtureEditErrors } {
  return readEdit(form, draftFixtureEditSchema);
}

/** What the form sent, as typed (each cut to the longest field), to show again if refused. */
export function sentEdit(form: FormData): Record<keyof FixtureEdit, string> {
  const fields = fieldsOf(form);
  for (const name of Object.keys(fields) as (keyof FixtureEdit)[]) {
    fields[name] = fields[name].slice(0, maxChannelsLength);
  }
  return fields;
}

function fieldsOf(form: FormData): Record<keyof FixtureEdit, string> {
  return Object.fromEntries(
    Object.keys(fieldMessages).map((name) => [name, String(form.get(name) ?? '')]),
  ) as Record<keyof FixtureEdit, string>;
}

function readEdit<T extends z.ZodType>(
  form: FormData,
  schema: T,
): { ok: true; edit: z.infer<T> } | { ok: false; errors: FixtureEditErrors } {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true, edit: parsed.data };
  const errors: FixtureEditErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FixtureEdit;
    errors[field] ??= fieldMessages[field];
  }
  return { ok: false, errors };
}

/**
 * Writes an edit to a saved fixture. A new date or new teams move the stored fixture to them
 * (it keeps its id), unless another saved fixture already is that match on that day.
 */
export async function editFixture(
  change: StaffChange,
  id: string,
  edit: FixtureEdit,
): Promise<AdminResult> {
  const refused = (status: number, detail: string) =>
    ({ ok: false, status, message: 'Fixture not saved', detail }) as const;
  const list = readChannelList(edit.channels);
  const input: FixtureInput = {
    date: edit.date,
    time: edit.time,
    homeTeam: edit.homeTeam,
    awayTeam: edit.awayTeam,
    competition: edit.competition,
    channels: list.channels,
    channelStatus: list.channels.length > 0 ? 'listed' : edit.channelStatus,
  };
  return recordChange(change, async (trx, audit) => {
    const old = await getFixture(trx, id);
    if (!old) return refused(404, 'This fixture has been deleted, perhaps in another tab.');
    const matchKey = buildMatchKey(edit.homeTeam, edit.awayTeam, edit.time);
    const clash = await trx
      .selectFrom('fixtures')
      .select('id')
      .where('uk_date', '=', edit.date)
      .where('match_key', '=', matchKey)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (clash) {
      return refused(
        409,
        `Another saved fixture is already ${edit.homeTeam} v ${edit.awayTeam} on ${edit.date}.`,
      );
    }
    // The stored row takes the new identity first, so the save replaces it in place.
    await trx
      .updateTable('fixtures')
      .set({ uk_date: edit.date, match_key: matchKey })
      .where('id', '=', id)
      .execute();
    const summary = await saveFixtures(trx, [input], { now: change.at });
    const skipped = summary.skipped[0];
    if (skipped) throw new RefusedEdit(skipped.reason);
    await audit({
      action: 'fixture.edited',
      targetType: 'fixture',
      targetId: id,
      details: {
        old: {
          date: old.date,
          time: old.time,
          homeTeam: old.homeTeam,
          awayTeam: old.awayTeam,
          competition: old.competition,
          channels: old.channels.map((channel) => channel.name),
          channelStatus: old.channelStatus,
        },
        new: { ...input, channels: input.channels.map((channel) => channel.raw) },
      },
    });
    return { ok: true, message: 'Fixture updated' } as const;
  }).catch((error: unknown) => {
    if (error instanceof RefusedEdit) return refused(400, error.message);
    throw error;
  });
}

/** A save rule refused the edit: the transaction rolls back and the form says why. */
class RefusedEdit extends Error {}
