/** The app's own title: a page with no link of its own, and the calculator once a battle's name is cleared. */
export const APP_TITLE = "Rebellion Odds — Star Wars: Rebellion combat calculator";

/**
 * The tab's title for a named battle. The page's metadata and the calculator both give it, so whichever comes last
 * (the server streams its metadata after the body, the page may set the title first), the tab reads the same; the
 * preview's words stay in og:title and twitter:title.
 */
export function namedTitle(name: string): string {
  return `${name} — Rebellion Odds`;
}
