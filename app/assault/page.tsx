import type { Metadata } from "next";
import { AssaultCalculator } from "@/components/assault/assault-calculator";
import { assaultPreview } from "@/lib/assault/assault-preview";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/scenario/url-codec";

type SearchParams = Record<string, string | string[] | undefined>;

/** Link previews: the title and description carry the link's exact odds. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const page = readAssaultPage(repairQuery(await searchParams));
  const text = assaultPreview(page.assault);
  return {
    title: text.title,
    description: text.description,
    openGraph: { title: text.title, description: text.description, type: "website" },
    twitter: { card: "summary", title: text.title, description: text.description },
  };
}

export default async function AssaultPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = readAssaultPage(repairQuery(await searchParams));
  return <AssaultCalculator served={page} />;
}
