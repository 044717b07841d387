export default function Home() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Rebellion Odds</h1>
      <p className="mt-2 text-slate-300">Combat odds calculator for Star Wars: Rebellion. The calculator is coming.</p>
    </main>
  );
}
