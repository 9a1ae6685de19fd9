import { useId } from 'react';
import { Form, Link } from 'react-router';
import { listChannels } from '~/features/channels/catalogue';
import type { ChannelStatus } from '~/features/schedule/fixture';
import type { FixtureEdit, FixtureEditErrors } from '~/features/manage/fixture-edit.server';

/** What the form starts from: the saved fixture, or what the editor sent when it was refused. */
export type FixtureEditValues = Omit<FixtureEdit, 'channelStatus'> & {
  channelStatus: ChannelStatus;
};

const statusLabels: Record<Exclude<ChannelStatus, 'listed'>, string> = {
  none: 'No channel named',
  tbc: 'Channel to be confirmed',
  'not-televised': 'Not televised',
};

/**
 * Manage Fixtures' Edit: every field of a saved fixture as a plain form (it works without
 * JavaScript); the server checks it with the importer's and the save's rules and says beside
 * each field what is wrong.
 */
export function FixtureEditForm({
  values,
  errors,
  refusal,
  backTo,
  underReview = false,
}: {
  values: FixtureEditValues;
  errors: FixtureEditErrors;
  refusal: string | null;
  backTo: string;
  /** A fixture of an import under review: its date and competition may stay blank. */
  underReview?: boolean;
}) {
  const listId = useId();
  const problems = Object.values(errors).length;
  return (
    <section aria-labelledby="edit-fixture-heading" className="panel grid gap-4">
      <h2 id="edit-fixture-heading" className="text-lg font-bold">
        Edit fixture
      </h2>
      {(refusal || problems > 0) && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {refusal ??
            `${problems} ${problems === 1 ? 'field needs' : 'fields need'} a look before saving.`}
        </p>
      )}
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <Field
          name="date"
          label="Date"
          type="date"
          value={values.date}
          error={errors.date}
          optional={underReview}
          hint={
            underReview ? 'Left blank, the review’s date for undated fixtures is used' : undefined
          }
        />
        <Field
          name="time"
          label="Kick-off (UK time)"
          type="time"
          value={values.time}
          error={errors.time}
        />
        <Field name="homeTeam" label="Home team" value={values.homeTeam} error={errors.homeTeam} />
        <Field name="awayTeam" label="Away team" value={values.awayTeam} error={errors.awayTeam} />
        <Field
          name="competition"
          label="Competition"
          value={values.competition}
          error={errors.competition}
          optional={underReview}
        />
        <Field
          name="channels"
          label="Channels"
          value={values.channels}
          error={errors.channels}
          hint="Separate channels with commas: BBC One, BBC iPlayer"
          list={listId}
          optional
        />
        <datalist id={listId}>
          {listChannels().map((channel) => (
            <option key={channel.id} value={channel.name} />
          ))}
        </datalist>
        <div className="grid content-start gap-1">
          <label htmlFor="channel-status" className="text-sm font-semibold">
            With no channel listed
          </label>
          <select
            id="channel-status"
            name="channelStatus"
            defaultValue={values.channelStatus === 'listed' ? 'none' : values.channelStatus}
            className="field"
          >
            {Object.entries(statusLabels).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className="button">
            Save changes
          </button>
          <Link to={backTo} className="button-quiet">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Field({
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  list,
  optional = false,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'date' | 'time';
  list?: string;
  optional?: boolean;
}) {
  const id = `fixture-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={!optional}
        maxLength={name === 'channels' ? 1000 : type === 'text' ? 100 : undefined}
        list={list}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="field"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
