// Valibot issues and server field messages → one message per field the form shows. Apart from the form hook
// (form.ts) so a page that only needs these does not load the hook.
import * as v from "valibot";

/** The first message per field, for the fields the form shows. */
export function issuesByField<K extends string>(issues: readonly v.BaseIssue<unknown>[], keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && (keys as readonly string[]).includes(key)) out[key as K] ??= issue.message;
  }
  return out;
}

/** Server field errors ({fields}) narrowed to the fields the form shows. */
export function knownFields<K extends string>(fields: Record<string, string> | undefined, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, msg] of Object.entries(fields ?? {})) if ((keys as readonly string[]).includes(key)) out[key as K] = msg;
  return out;
}
