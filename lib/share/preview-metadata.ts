import type { Metadata } from "next";
import { publicOrigin } from "@/lib/server/public-origin";

/**
 * A shared link's page metadata: its words as title and description, and the 1200×630 preview image drawn at
 * `imagePath` for the same query. Addresses use the configured public origin, never the request's Host
 * (lib/server/public-origin.ts).
 */
export function previewMetadata(
  text: { readonly title: string; readonly description: string },
  pagePath: string,
  imagePath: string,
  query: string,
): Metadata {
  const base = publicOrigin();
  const search = query ? `?${query}` : "";
  const image = { url: `${base}${imagePath}${search}`, width: 1200, height: 630, alt: text.description };
  return {
    title: text.title,
    description: text.description,
    openGraph: {
      title: text.title,
      description: text.description,
      images: [image],
      url: `${base}${pagePath}${search}`,
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
