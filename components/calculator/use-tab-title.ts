"use client";

import { useEffect, useRef } from "react";
import { APP_TITLE, namedTitle } from "@/lib/share/app-title";

/**
 * The tab's title carries the battle's name; the server's title (the preview's words) stays until there is one, and
 * a name cleared gives the app's own title back.
 */
export function useTabTitle(name: string): void {
  const namedBefore = useRef(name !== "");
  useEffect(() => {
    const wanted = name ? namedTitle(name) : namedBefore.current ? APP_TITLE : null;
    namedBefore.current = name !== "";
    if (wanted === null) return;
    document.title = wanted;
    // The server's metadata streams in after the body, and React puts its <title> first in the head: the title
    // set here stays whichever comes last.
    const observer = new MutationObserver(() => {
      if (document.title !== wanted) document.title = wanted;
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
}
