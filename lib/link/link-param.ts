/**
 * One query parameter of a link, nuqs-style: `serialize` writes a value's text, `parse` reads the text back
 * (throwing a LinkError that says what is wrong) and `write` puts it into the draft. A value equal to `default` is
 * not written, so the default is a bare path. `S` and `D` are what a link holds and the draft it is read into: a
 * battle setup (lib/scenario/link-params.ts), an Imperial Assault attack (lib/assault/assault-link.ts).
 */
export interface LinkParam<T = unknown, I = T, S = unknown, D = unknown> {
  readonly key: string;
  /** What the parameter holds, as a message names it ("the defender", "the seed"). */
  readonly noun: string;
  readonly read: (value: S) => T;
  readonly serialize: (value: T) => string;
  readonly default: T;
  readonly parse: (text: string) => I;
  readonly write: (draft: D, value: I) => void;
}
