interface Props {
  readonly message: string;
  readonly onDismiss: () => void;
  /** What is shown in place of what the link asked for. */
  readonly fallback?: string;
  readonly testId?: string;
}

/** Says what was wrong with an opened link; the default battle is loaded in its place. */
export function LinkNotice({
  message,
  onDismiss,
  fallback = "The default battle is loaded instead.",
  testId = "link-notice",
}: Props) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-3 rounded-lg border border-amber-500 bg-amber-950/60 p-3 text-amber-100"
    >
      <p className="min-w-0 flex-1 break-words">
        <strong className="font-semibold">{message}.</strong> {fallback}
      </p>
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
