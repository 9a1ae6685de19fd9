/**
 * Every field of a submitted form, for a strict schema to check, so that a field the form does not
 * have is refused rather than quietly dropped (docs/security.md R17). Fields named in `lists` are
 * always arrays (every value, none when absent); any other field is its first value. Fields in
 * `skip` (routing values such as the intent) are left out, and so are files.
 * @example readFormFields(form, { lists: ['tags'], skip: ['intent'] }) // { title: 'x', tags: ['a', 'b'] }
 */
export function readFormFields(
  form: FormData,
  { lists = [], skip = [] }: { lists?: readonly string[]; skip?: readonly string[] },
): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of lists) fields[name] = [];
  for (const [name, value] of form) {
    if (typeof value !== 'string' || skip.includes(name)) continue;
    const list = fields[name];
    if (Array.isArray(list)) list.push(value);
    else fields[name] ??= value;
  }
  return fields;
}
