import type { Metadata } from "next";
import { headers } from "next/headers";
import { Calculator } from "@/components/calculator/calculator";
import { previewResult, quickResult } from "@/lib/share/preview-result";
import { previewText } from "@/lib/share/preview-text";
import { DEFAULT_SETUP, decodeSetup, encodeSetup, repairQuery } from "@/lib/scenario/url-codec";
import { decodePinnedParam, encodePinned } from "@/lib/compare/compare-link";
import { decodePlanParam, encodePlan } from "@/lib/planner/plan-link";

type SearchParams = Record<string, string | string[] | undefined>;

/** Link previews: the title and description carry the link's odds; the image is `/og` with the same query. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const decoded = decodeSetup(await searchParams);
  const setup = decoded.ok ? decoded.setup : DEFAULT_SETUP;
  const text = previewText(setup, previewResult(setup));
  const query = encodeSetup(setup);
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto =
    h.get("x-forwarded-proto") ??
    (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  const base = `${proto}://${host}`;
  const image = {
    url: `${base}/og${query ? `?${query}` : ""}`,
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
      url: `${base}/${query ? `?${query}` : ""}`,
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

/**
 * The calculator. The link is parsed once here, on the server; a bad link becomes a notice and the default
 * battle, a bad pinned setup A (`vs`) a notice and no comparison, a bad Plan panel (`plan`) a notice and no plan.
 */
export default async function Home({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // `&amp;` for `&` (a chat app's or mail's mangling) is undone once, for the setup and its pinned A alike.
  const params = repairQuery(await searchParams);
  const decoded = decodeSetup(params);
  const initial = decoded.ok ? decoded.setup : DEFAULT_SETUP;
  const notice = decoded.ok ? null : decoded.error;
  const pin = decodePinnedParam(params);
  const pinned = pin.ok ? pin.pinned : null;
  const pinNotice = pin.ok ? null : pin.error;
  const plan = decodePlanParam(params);
  const initialPlan = plan.ok ? plan.plan : null;
  const planNotice = plan.ok ? null : plan.error;
  const key = [
    encodeSetup(initial),
    pinned ? encodePinned(pinned) : "",
    initialPlan ? encodePlan(initialPlan) : "",
    notice ?? "",
    pinNotice ?? "",
    planNotice ?? "",
  ].join("|");
  return (
    <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-4 sm:px-6">
      <h1 className="sr-only">Star Wars: Rebellion combat odds calculator</h1>
      <Calculator
        key={key}
        initial={initial}
        initialPinned={pinned}
        notice={notice}
        pinNotice={pinNotice}
        initialPlan={initialPlan}
        planNotice={planNotice}
        initialResult={await quickResult(initial)}
      />
    </main>
  );
}
