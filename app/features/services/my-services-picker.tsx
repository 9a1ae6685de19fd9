import { useMyServices } from './my-services';
import { services, type Service } from './service-catalogue';

const main = services.filter((s) => !s.more);
const more = services.filter((s) => s.more);

/**
 * Tick boxes for the services the visitor has (kept in this browser): the main broadcasters
 * first, club and league passes folded away below them. Used in the phone drawer and above lists.
 */
export function MyServicesPicker() {
  const { ticked, toggle } = useMyServices();
  const moreTicked = more.filter((s) => ticked.has(s.id)).length;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-bold">My services</legend>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Tick what you have and every list marks the matches you can watch.
      </p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {main.map((service) => (
          <ServiceBox key={service.id} service={service} ticked={ticked} toggle={toggle} />
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer py-2 text-sm font-semibold">
          Club, league and other passes
          {moreTicked > 0 && <span className="font-normal"> ({moreTicked} ticked)</span>}
        </summary>
        <ul className="grid gap-1 sm:grid-cols-2">
          {more.map((service) => (
            <ServiceBox key={service.id} service={service} ticked={ticked} toggle={toggle} />
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

function ServiceBox({
  service,
  ticked,
  toggle,
}: {
  service: Service;
  ticked: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  return (
    <li>
      <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand"
          checked={ticked.has(service.id)}
          onChange={() => toggle(service.id)}
        />
        <span className="min-w-0">
          <span className="font-semibold">{service.name}</span>
          {service.hint && (
            <span className="block text-xs text-slate-700 dark:text-slate-300">{service.hint}</span>
          )}
        </span>
      </label>
    </li>
  );
}
