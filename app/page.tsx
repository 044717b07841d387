import { Calculator } from "@/components/calculator/calculator";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";

type SearchParams = Record<string, string | string[] | undefined>;

/** The calculator. The link is parsed once here, on the server; a bad link becomes a notice and the default battle. */
export default async function Home({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const decoded = decodeSetup(await searchParams);
  const initial = decoded.ok ? decoded.setup : DEFAULT_SETUP;
  const notice = decoded.ok ? null : decoded.error;
  return (
    <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-4 sm:px-6">
      <Calculator key={`${encodeSetup(initial)}|${notice ?? ""}`} initial={initial} notice={notice} />
    </main>
  );
}
