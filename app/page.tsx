import type { Metadata } from "next";
import { headers } from "next/headers";
import { LinkedCalculator } from "@/components/offline/linked-calculator";
import { playedSetups, previewResult, quickResult, quickServed } from "@/lib/share/preview-result";
import { unreadablePreview } from "@/lib/share/preview-text";
import { luckPreviewText } from "@/lib/share/luck-preview";
import { repairQuery } from "@/lib/link/repair-query";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { decodePinnedParam } from "@/lib/compare/compare-link";
import { shareQuery } from "@/lib/share/share-query";
import { decodePageLink } from "@/lib/share/page-link";
import { OFFLINE_SHELL_PARAM } from "@/lib/offline/shell";
import { previewMetadata } from "@/lib/share/preview-metadata";
import { namedTitle } from "@/lib/share/app-title";
import { SLASH_SCRIPT } from "@/components/forces/slash-shortcut";

type SearchParams = Record<string, string | string[] | undefined>;

/** Link previews: the title and description carry the link's odds; the image is `/og` with the same query. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const params = await searchParams;
  if (OFFLINE_SHELL_PARAM in params) return {};
  const decoded = decodeSetup(params);
  if (!decoded.ok) {
    // (no odds: the page shows the default battle in its place, which is not what the link shared)
    const text = unreadablePreview(decoded.error);
    return { title: text.title, description: text.description };
  }
  const setup = decoded.setup;
  const pin = decodePinnedParam(repairQuery(params));
  const pinned = pin.ok ? pin.pinned : null;
  // The page's own numbers when the server has them quickly (the body asks for the same run and joins
  // it), else the preview's smaller run; the description says how many trials it shows. A comparison's
  // link shows A and B.
  const link = decodePageLink(params);
  const shared = link.shared;
  const luck = link.initialLuck;
  // (the engine's odds, never the link's shared= as they are: docs/server.md#text-limits; previewText puts the link's beside them)
  const result = (await quickResult(setup)) ?? (await previewResult(setup));
  const before = pinned ? { setup: pinned, result: await previewResult(pinned) } : null;
  // (the goals as played: `auto` resolved on the link's first battles, docs/rules.md#auto)
  const played = await playedSetups(setup, pinned);
  const text = luckPreviewText(played.setup, result, before && { ...before, setup: played.pinned! }, {
    name: link.name,
    shared,
    luck,
  });
  const metadata = previewMetadata(
    text,
    "/",
    "/og",
    shareQuery({ setup, pinned, plan: null, luck, name: link.name, shared }, false),
  );
  // (a named battle's tab reads as the page titles it, whichever of the two comes last: lib/share/app-title.ts)
  return link.name ? { ...metadata, title: namedTitle(link.name) } : metadata;
}

/**
 * The calculator. The link is read here, on the server. The offline shell (`/?shell`, what the service worker
 * keeps) has no setup in it: the browser reads the link it is opened for.
 */
export default async function Home({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const served = OFFLINE_SHELL_PARAM in params ? null : decodePageLink(params);
  const quick = served && (await quickServed(served.initial));
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-3 sm:px-6">
      <h1 className="sr-only">Star Wars: Rebellion combat odds calculator</h1>
      {/* "/" goes to the forces line from the first byte, before React hydrates (slash-shortcut.ts) */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SLASH_SCRIPT }} />
      <LinkedCalculator
        key={served?.key ?? OFFLINE_SHELL_PARAM}
        served={served}
        initialResult={quick?.result ?? null}
        initialShares={quick?.shares ?? null}
      />
    </main>
  );
}
