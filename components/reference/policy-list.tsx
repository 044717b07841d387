/** A family of options (lib/scenario/policy-docs): each option's id and its explanation. */
export function PolicyList({ title, docs }: { title?: string; docs: Readonly<Record<string, string>> }) {
  return (
    <div className="mt-6">
      {title && <h3 className="text-lg font-semibold">{title}</h3>}
      <dl className="mt-2 space-y-3">
        {Object.entries(docs).map(([option, text]) => (
          <div key={option} className="rounded border border-slate-800 bg-slate-900/50 p-3">
            <dt>
              <code className="break-all text-sky-300">{option}</code>
            </dt>
            <dd className="mt-1 text-slate-300">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
