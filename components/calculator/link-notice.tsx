interface Props {
  readonly message: string;
  readonly onDismiss: () => void;
  /** What is shown in place of what the link asked for. */
  readonly fallback?: string;
  readonly testId?: string;
  /** What was left out, one line each. */
  readonly lines?: readonly string[];
}

/** Says what was wrong with an opened link: the default battle loaded in its place, or the parts left out. */
export function LinkNotice({
  message,
  onDismiss,
  fallback = "The default battle is loaded instead.",
  testId = "link-notice",
  lines = [],
}: Props) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-3 rounded-lg border border-amber-500 bg-amber-950/60 p-3 text-amber-100"
    >
      <div className="min-w-0 flex-1 break-words">
        <p>
          <strong className="font-semibold">{message}.</strong> {fallback}
        </p>
        {lines.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded px-2 py-0.5 text-sm underline hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        Dismiss
      </button>
    </div>
  );
}
