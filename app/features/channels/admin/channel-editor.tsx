import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { toast } from 'sonner';
import {
  contrastRatio,
  formatContrast,
  hexColourPattern,
  minimumTextContrast,
} from '~/lib/colour-contrast';
import type { DatabaseFailure } from '~/lib/database-failure.server';
import type { RefusedReply } from '~/lib/refused-request';
import { ErrorSummary } from '~/ui/error-summary';
import { FieldFrame } from '~/ui/form-field';
import { toastFailure } from '~/ui/toasts';
import { useFormReply } from '~/ui/use-form-reply';
import type {
  ChannelEditReply,
  ChannelField,
  ChannelFieldErrors,
  EditableChannel,
} from '~/features/channels/channel-editor.server';

type Reply = ChannelEditReply | DatabaseFailure | RefusedReply;

/** The control each field's message leads to from the error summary. */
const fieldIds: Record<ChannelField, string | undefined> = {
  name: 'channel-name',
  access: 'channel-access-free',
  url: 'channel-url',
  backgroundColor: 'channel-background',
  textColor: 'channel-text',
  alias: 'channel-alias',
  form: undefined,
};

/**
 * One channel's edit page: its details (name, free or paid, watch link, colours with a live
 * preview of its chip) and its aliases, each a form of its own posting to the page's route.
 */
export function ChannelEditor({ channel }: { channel: EditableChannel }) {
  return (
    <div className="mt-6 grid gap-4">
      <div>
        <p className="text-sm">
          <Link to="/admin/management" className="text-link">
            Management
          </Link>{' '}
          /{' '}
          <Link to="/admin/channels" className="text-link">
            Channel catalogue
          </Link>{' '}
          / {channel.name}
        </p>
        <h2 className="mt-1 text-xl font-bold">{channel.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {channel.groupName} · id <code>{channel.id}</code> ·{' '}
          <Link to={`/channel/${channel.id}`} className="text-link">
            its page
          </Link>
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailsForm key={channel.id} channel={channel} />
        <AliasesPanel channel={channel} />
      </div>
    </div>
  );
}

/**
 * A form's fetcher and what its last reply said: a success is toasted; a refusal with field
 * messages moves focus to the form's error summary, any other refusal is toasted.
 */
function useChannelForm(onSaved?: () => void) {
  const fetcher = useFetcher<Reply>();
  const summary = useRef<HTMLDivElement>(null);
  const reply = fetcher.data;
  const errors: ChannelFieldErrors = reply && !reply.ok && 'errors' in reply ? reply.errors : {};
  useFormReply(fetcher, {
    ok: (saved) => {
      toast.success(saved.message, { description: saved.detail });
      onSaved?.();
    },
    failed: (refused) => (summary.current ? summary.current.focus() : toastFailure(refused)),
  });
  const summaryErrors = Object.entries(errors).map(([field, message]) => ({
    message,
    fieldId: fieldIds[field as ChannelField],
  }));
  return { fetcher, summary, errors, summaryErrors };
}

function DetailsForm({ channel }: { channel: EditableChannel }) {
  const { fetcher, summary, errors, summaryErrors } = useChannelForm();
  const [name, setName] = useState(channel.name);
  const [background, setBackground] = useState(channel.backgroundColor);
  const [text, setText] = useState(channel.textColor);
  const { builtIn } = channel;
  const accessError = errors.access ? 'channel-access-error' : undefined;
  return (
    <section aria-labelledby="channel-details" className="card grid gap-4">
      <h3 id="channel-details" className="text-lg font-bold">
        Details
      </h3>
      <ErrorSummary ref={summary} title="The channel was not saved" errors={summaryErrors} />
      <fetcher.Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="details" />
        <FieldFrame
          id="channel-name"
          label="Display name"
          hint={`Built in: ${builtIn.name}. The old name stays an alias.`}
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={100}
              required
              autoComplete="off"
              className="field"
            />
          )}
        </FieldFrame>
        <fieldset className="grid gap-1" aria-describedby={accessError}>
          <legend className="text-sm font-semibold">Free or paid</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['free', 'paid'] as const).map((access) => (
              <label key={access} className="flex min-h-11 items-center gap-2">
                <input
                  id={`channel-access-${access}`}
                  type="radio"
                  name="access"
                  value={access}
                  defaultChecked={channel.isFreeToAir === (access === 'free')}
                  aria-invalid={errors.access ? true : undefined}
                />
                {access === 'free' ? 'Free-to-air' : 'Paid (subscription or pass)'}
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Built in: {builtIn.isFreeToAir ? 'free-to-air' : 'paid'}.
          </p>
          {errors.access && (
            <p id={accessError} className="text-sm font-semibold text-red-700 dark:text-red-300">
              {errors.access}
            </p>
          )}
        </fieldset>
        <FieldFrame
          id="channel-url"
          label="Default watch link"
          hint={`An https:// address, at most 2,048 characters; empty for none. Built in: ${builtIn.url ?? 'none'}.`}
          error={errors.url}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              name="url"
              defaultValue={channel.url ?? ''}
              maxLength={2048}
              placeholder="https://"
              autoComplete="off"
              className="field"
            />
          )}
        </FieldFrame>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField
            id="channel-background"
            name="backgroundColor"
            label="Background colour"
            value={background}
            onChange={setBackground}
            builtIn={builtIn.backgroundColor}
            error={errors.backgroundColor}
          />
          <ColourField
            id="channel-text"
            name="textColor"
            label="Text colour"
            value={text}
            onChange={setText}
            builtIn={builtIn.textColor}
            error={errors.textColor}
          />
        </div>
        <ChipPreview
          name={name.trim() || channel.name}
          background={background}
          text={text}
          border={channel.borderColor}
        />
        <div>
          <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** A colour typed as #RRGGBB, with the browser's colour picker beside it for the same value. */
function ColourField({
  id,
  name,
  label,
  value,
  onChange,
  builtIn,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  builtIn: string;
  error?: string;
}) {
  return (
    <FieldFrame id={id} label={label} hint={`#RRGGBB. Built in: ${builtIn}.`} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}, picker`}
            value={hexColourPattern.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="h-11 w-14 shrink-0 cursor-pointer rounded border border-slate-300 bg-transparent dark:border-slate-600"
          />
          <input
            {...control}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={7}
            required
            spellCheck={false}
            autoComplete="off"
            className="field min-w-0 font-mono"
          />
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * The chip as it will look, on a light and a dark page, drawn as SVG (the site's policy allows
 * no inline styles; SVG's own colour attributes are not styles), with its contrast said aloud.
 */
function ChipPreview({
  name,
  background,
  text,
  border,
}: {
  name: string;
  background: string;
  text: string;
  border: string | null;
}) {
  const valid = hexColourPattern.test(background) && hexColourPattern.test(text);
  const ratio = valid ? contrastRatio(text, background) : null;
  const width = Math.min(360, 24 + name.length * 8);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">Preview</p>
      {valid && (
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {['bg-white', 'bg-slate-950'].map((page) => (
            <div key={page} className={`rounded-lg border border-slate-300 p-3 ${page}`}>
              <svg
                width={width}
                height={28}
                viewBox={`0 0 ${width} 28`}
                className="block max-w-full"
              >
                <rect
                  x={0.5}
                  y={0.5}
                  width={width - 1}
                  height={27}
                  rx={6}
                  fill={background}
                  stroke={border ?? background}
                />
                <text
                  x={width / 2}
                  y={18.5}
                  textAnchor="middle"
                  fill={text}
                  className="text-xs font-semibold"
                >
                  {name}
                </text>
              </svg>
            </div>
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-sm">
        {ratio === null
          ? 'Enter both colours as #RRGGBB to see the chip.'
          : ratio >= minimumTextContrast
            ? `Contrast ${formatContrast(ratio)}: meets WCAG AA (at least ${minimumTextContrast}:1).`
            : `Contrast ${formatContrast(ratio)}: below the ${minimumTextContrast}:1 WCAG AA needs, so it would be refused.`}
      </p>
    </div>
  );
}

function AliasesPanel({ channel }: { channel: EditableChannel }) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const adder = useChannelForm(() => form.current?.reset());
  // The panel's, not the row's: the row has left the page by the time its reply is handled.
  const remover = useChannelForm(() => heading.current?.focus());
  return (
    <section aria-labelledby="channel-aliases" className="card grid gap-4">
      <h3 id="channel-aliases" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Aliases
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Other names listings write for this channel: a pasted listing, a search or a filter that
        uses one finds {channel.name}. Spacing, case and punctuation variants need no alias.
      </p>
      {channel.aliases.length === 0 ? (
        <p className="text-sm">No aliases.</p>
      ) : (
        <ul className="grid gap-2">
          {channel.aliases.map((alias) => (
            <AliasRow key={alias.written} alias={alias} remover={remover.fetcher} />
          ))}
        </ul>
      )}
      <ErrorSummary
        ref={adder.summary}
        title="The alias was not added"
        errors={adder.summaryErrors}
      />
      <adder.fetcher.Form ref={form} method="post" noValidate>
        <input type="hidden" name="intent" value="add-alias" />
        <FieldFrame
          id="channel-alias"
          label="Add an alias"
          hint="A name a listing writes, e.g. “Sky Sport Prem”; up to 100 characters."
          error={adder.errors.alias}
        >
          {(control) => (
            <div className="flex flex-wrap gap-2">
              <input
                {...control}
                name="alias"
                maxLength={100}
                required
                autoComplete="off"
                className="field min-w-0 flex-1"
              />
              <button type="submit" className="button" disabled={adder.fetcher.state !== 'idle'}>
                Add alias
              </button>
            </div>
          )}
        </FieldFrame>
      </adder.fetcher.Form>
    </section>
  );
}

/** One alias, and its Remove button posting through the panel's `remover`. */
function AliasRow({
  alias,
  remover,
}: {
  alias: EditableChannel['aliases'][number];
  remover: ReturnType<typeof useChannelForm>['fetcher'];
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1 dark:border-slate-700">
      <span>
        {alias.written}{' '}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          ({alias.added ? 'added' : 'built in'})
        </span>
      </span>
      <remover.Form method="post">
        <input type="hidden" name="intent" value="remove-alias" />
        <input type="hidden" name="alias" value={alias.written} />
        <button type="submit" className="button-quiet" disabled={remover.state !== 'idle'}>
          Remove<span className="sr-only"> alias “{alias.written}”</span>
        </button>
      </remover.Form>
    </li>
  );
}
