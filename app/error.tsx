"use client";

import Link from "next/link";

/** Last line of defence: a failure anywhere on the page shows this instead of a blank screen. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-8 sm:px-6">
      <div role="alert" className="rounded-lg border border-red-500 bg-red-950/50 p-4">
        <h1 className="text-lg font-bold">Something went wrong</h1>
        <p className="mt-1 text-sm text-slate-200">{error.message || "The page failed to render."}</p>
        <div className="mt-3 flex gap-3 text-sm">
          <button
            type="button"
            onClick={reset}
            className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-slate-950"
          >
            Try again
          </button>
          <Link href="/" className="px-3 py-1.5 underline">
            Open the default battle
          </Link>
        </div>
      </div>
    </main>
  );
}
