/**
 * "/" anywhere on the page (outside a field, where it is a character) goes to the forces line. One function for
 * both moments: the page's inline script (app/page.tsx: `SLASH_SCRIPT`) listens from the first byte of HTML, so a
 * "/" pressed before React hydrates is not lost; the forces line listens again once it runs (the offline shell has
 * no inline script). It is written out by `toString()`, so it refers to nothing outside itself.
 */
export function slashShortcut(event: KeyboardEvent): void {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target;
  const typing =
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement);
  const field = document.getElementById("forces-text");
  if (typing || !field) return;
  event.preventDefault();
  field.focus();
}

/** The inline script that listens before hydration (rendered with the request's CSP nonce). */
export const SLASH_SCRIPT = `addEventListener("keydown", ${slashShortcut.toString()});`;
