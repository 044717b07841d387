/** A link's query as it arrives: a string, URLSearchParams or Next's searchParams object. */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The query as parameters, with the `&amp;` mangling of chat apps and mail undone: `?v=1&amp;a=…` reads
 * as `?v=1&a=…` (the parameter arrives named `amp;a`). Both calculators' links are read through it.
 */
export function repairQuery(params: QueryParams | string): URLSearchParams {
  let entries: [string, string][];
  if (typeof params === "string") {
    entries = [...new URLSearchParams(params.replace(/^\?/, "").replace(/&(amp;)+/gi, "&"))];
  } else if (params instanceof URLSearchParams) {
    entries = [...params];
  } else {
    entries = Object.entries(params).flatMap(([k, v]) =>
      (typeof v === "string" ? [v] : (v ?? [])).map((item): [string, string] => [k, item]),
    );
  }
  return new URLSearchParams(entries.map(([k, v]) => [k.replace(/^(amp;)+/i, ""), v]));
}
