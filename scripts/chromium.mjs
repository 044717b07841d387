// The one way this project starts Chromium (the browser tests, screenshots, icons, the browser benches): Debian's
// Chromium, headless, with everything that would reach the network turned off.

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The options for playwright-core's `chromium.launch`. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
