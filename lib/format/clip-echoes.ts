/** Longest echo of a value the user sent, in a message (an error, a link's notice). */
export const ECHO_MAX = 40;
/** Longest message as a whole: a message lists a few names and values, never a whole body. */
export const MESSAGE_MAX = 240;

/** `text` cut to `max` characters, the cut marked with "…". */
export function clip(text: string, max = ECHO_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A message with every quoted value in it ("…") cut to ECHO_MAX characters and the whole to MESSAGE_MAX,
 * so that a 28 KB field or a 8,000-character link is never sent back whole.
 */
export function clipEchoes(message: string): string {
  return clip(
    message.replace(/"((?:[^"\\]|\\.)*)"/g, (_, inner: string) => `"${clip(inner)}"`),
    MESSAGE_MAX,
  );
}
