export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-4 sm:px-6">
      <p role="status" className="text-slate-300">
        Loading the calculator…
      </p>
    </main>
  );
}
