/** A form's fields by name, as it posts them (a repeated name is a list). */
export type FormValues = Record<string, string[]>;

/** What a form keeps in this browser while its work is not yet saved. */
export interface BrowserDraft {
  /** The stored version the work started from (0 when there is none). */
  version: number;
  /** ISO 8601: when it was last kept. */
  keptAt: string;
  values: FormValues;
}

const prefix = 'kickoff:';

/**
 * The values a form holds now; `skip` names fields that are not the work (a version, an id).
 * An empty value of a repeated field (a list's empty "add" box) is left out.
 */
export function readFormValues(form: HTMLFormElement, skip: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (skip.includes(name) || typeof value !== 'string') continue;
    (values[name] ??= []).push(value);
  }
  for (const [name, list] of Object.entries(values))
    if (list.length > 1) values[name] = list.filter((value) => value !== '');
  return values;
}

/**
 * Whether two sets of form values say the same (a field left empty counts as absent).
 * @example sameFormValues({ title: ['A'] }, { title: ['A'], tags: [] }) // true
 */
export function sameFormValues(a: FormValues, b: FormValues): boolean {
  const said = (values: FormValues, name: string) =>
    JSON.stringify((values[name] ?? []).filter((value) => value !== ''));
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => said(a, name) === said(b, name));
}

/** Keeps a form's work in this browser (local storage), so no lost session or tab loses it. */
export function keepBrowserDraft(key: string, version: number, values: FormValues): void {
  const draft: BrowserDraft = { version, keptAt: new Date().toISOString(), values };
  try {
    localStorage.setItem(prefix + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the open page still holds the work.
  }
}

/** The work kept under `key` in this browser, or null. */
export function readBrowserDraft(key: string): BrowserDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(prefix + key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Partial<BrowserDraft>;
    if (typeof draft.version !== 'number' || typeof draft.keptAt !== 'string') return null;
    if (typeof draft.values !== 'object' || draft.values === null) return null;
    const values = Object.fromEntries(
      Object.entries(draft.values).map(([name, list]) => [
        name,
        Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [],
      ]),
    );
    return { version: draft.version, keptAt: draft.keptAt, values };
  } catch {
    return null;
  }
}

/** Forgets the work kept under `key` (it was saved, or discarded). */
export function forgetBrowserDraft(key: string): void {
  try {
    localStorage.removeItem(prefix + key);
  } catch {
    // Nothing kept.
  }
}
