/**
 * The site's public origin for the absolute URLs of link previews (`og:url`, `og:image`): `PUBLIC_ORIGIN`
 * (e.g. `https://odds.example.org`), http or https only. The request's Host and X-Forwarded-* headers are
 * never used: anyone can send them, and a preview must not point where a request says. Unset or invalid:
 * `http://localhost:PORT`, with one line on the console saying why.
 */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  const fallback = `http://localhost:${env.PORT && /^\d{1,5}$/.test(env.PORT) ? env.PORT : "3000"}`;
  const set = env.PUBLIC_ORIGIN;
  if (set === undefined || set === "") return fallback;
  const origin = parseOrigin(set);
  if (origin) return origin;
  warnOnce(
    `PUBLIC_ORIGIN must be an http or https origin such as https://odds.example.org: using ${fallback}`,
  );
  return fallback;
}

/** `text` as an origin (scheme, host, port), or null unless it is an http/https URL with nothing else. */
export function parseOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    return null;
  return url.origin;
}

let warned = false;
function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(message);
}
