/** What a command line printed, and its exit status. */
export interface CommandOutput {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A command as a function of its arguments: the script around it prints the output; tests call it in-process. */
export type Command = (argv: readonly string[]) => CommandOutput;

/** A problem with the command line or a file it names: one line on stderr, exit status 2. */
export class CommandLineError extends Error {}

/** Stops the command with one line that says what is wrong (`name: message`, status 2). */
export function refuse(message: string): never {
  throw new CommandLineError(message);
}

/**
 * The command `name` whose `body` returns what it prints on stdout (status 0); a `refuse`d line becomes
 * `name: line` on stderr with status 2. Anything else thrown is a bug and is thrown on, stack and all.
 */
export function command(name: string, body: (argv: readonly string[]) => string): Command {
  return (argv) => {
    try {
      return { status: 0, stdout: body(argv), stderr: "" };
    } catch (e) {
      if (e instanceof CommandLineError) return { status: 2, stdout: "", stderr: `${name}: ${e.message}\n` };
      throw e;
    }
  };
}

/** Runs `run` on this process's arguments: prints its output and sets the exit status (scripts/*.ts). */
export function runAsScript(run: Command): void {
  const out = run(process.argv.slice(2));
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  process.exitCode = out.status;
}
