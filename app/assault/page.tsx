import type { Metadata } from "next";
import { AssaultCalculator } from "@/components/assault/assault-calculator";
import { linkPreview } from "@/lib/preview/assault-preview-image";
import { readAssaultPage } from "@/lib/assault";
import { linkOdds } from "@/lib/server/assault-service";
import { repairQuery } from "@/lib/link/repair-query";
import { previewMetadata } from "@/lib/share/preview-metadata";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Link previews: the title and description carry the link's exact odds; the image is `/assault/og` with the
 * same query (a link that cannot be read says so, in words and in the image).
 */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  // (computed once per link and kept: the image of the same link reads the same numbers)
  const { query, preview } = linkPreview(repairQuery(await searchParams));
  return previewMetadata(await preview(), "/assault", "/assault/og", query);
}

export default async function AssaultPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = readAssaultPage(repairQuery(await searchParams));
  // The link's numbers from the server's attack threads (the metadata's, computed once), never on this thread:
  // the page renders with them, or, the threads busy, computes them in the browser.
  const served = await linkOdds(page.assault, page.pinned);
  return <AssaultCalculator served={page} servedOdds={served} />;
}
