/** The app's own title: a page with no link of its own, and the calculator once a battle's name is cleared. */
export const APP_TITLE = "Rebellion Odds — Star Wars: Rebellion combat calculator";
