import type { Metadata } from "next";
import { AssaultCalculator } from "@/components/assault/assault-calculator";
import { decodeAssault } from "@/lib/assault/assault-link";
import { linkPreview } from "@/lib/assault/assault-preview-image";
import { readAssaultPage, writeAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/scenario/url-codec";
import { publicOrigin } from "@/lib/server/public-origin";

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
  const params = repairQuery(await searchParams);
  const decoded = decodeAssault(params);
  // (computed once per link and kept: the image of the same link reads the same numbers)
  const text = linkPreview(params).preview();
  const query = decoded.ok ? writeAssaultPage(readAssaultPage(params)) : params.toString();
  // The configured public origin, never the request's Host (lib/server/public-origin.ts).
  const base = publicOrigin();
  const image = {
    url: `${base}/assault/og${query ? `?${query}` : ""}`,
    width: 1200,
    height: 630,
    alt: text.description,
  };
  return {
    title: text.title,
    description: text.description,
    openGraph: {
      title: text.title,
      description: text.description,
      images: [image],
      url: `${base}/assault${query ? `?${query}` : ""}`,
      type: "website",
    },
    twitter: {
      card: "summary_large_image",
      title: text.title,
      description: text.description,
      images: [image.url],
    },
  };
}

export default async function AssaultPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = readAssaultPage(repairQuery(await searchParams));
  return <AssaultCalculator served={page} />;
}
