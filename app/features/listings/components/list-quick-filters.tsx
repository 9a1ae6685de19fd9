import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useMyServices } from '~/features/services/my-services';
import { useListToggles } from '~/features/listings/list-toggles';

// The services' tick boxes load when "My services" is first pressed.
const loadPicker = () => import('~/features/services/my-services-picker');
const MyServicesPicker = lazy(async () => ({ default: (await loadPicker()).MyServicesPicker }));

/**
 * The controls above a fixture list that work in the browser alone: "My services" (what the
 * visitor has, opened below the row) and the toggles that narrow the list. The phone drawer's
 * Quick Filters set the same toggles.
 */
export function ListQuickFilters({
  myTeamsOnly,
  onMyTeamsOnly,
}: {
  myTeamsOnly: boolean;
  onMyTeamsOnly: (on: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { ticked } = useMyServices();
  return (
    <div className="mb-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          className="toggle mr-auto"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerDown={() => void loadPicker()}
          onClick={() => setOpen((shown) => !shown)}
        >
          My services{ticked.size > 0 && ` (${ticked.size})`}{' '}
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
        <NarrowingToggles />
        <Toggle pressed={myTeamsOnly} onChange={onMyTeamsOnly}>
          <span aria-hidden="true">{myTeamsOnly ? '★' : '☆'}</span> My teams
        </Toggle>
      </div>
      {open && (
        <div id={panelId} className="card mt-2">
          <Suspense fallback={<p className="text-sm">Loading…</p>}>
            <MyServicesPicker />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/**
 * "In play now", and "Only what I can watch" once the visitor has ticked a service: the
 * toggles that narrow every list, above each list and in the phone drawer alike.
 */
export function NarrowingToggles() {
  const { ticked } = useMyServices();
  const { toggles, setToggle } = useListToggles();
  return (
    <>
      <Toggle pressed={toggles.liveOnly} onChange={(on) => setToggle('liveOnly', on)}>
        In play now
      </Toggle>
      {ticked.size > 0 && (
        <Toggle pressed={toggles.watchableOnly} onChange={(on) => setToggle('watchableOnly', on)}>
          Only what I can watch
        </Toggle>
      )}
    </>
  );
}

/** A button that stays pressed while its filter is on. */
export function Toggle({
  pressed,
  onChange,
  children,
}: {
  pressed: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="toggle"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {children}
    </button>
  );
}
