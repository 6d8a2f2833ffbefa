// How the command-line tools over the server's data end: exit 0 done, 1 refused (the reason
// printed), 2 could not run.

/** A refusal of the command as given: printed after the tool's name, exit 1. */
export class CliRefusal extends Error {}

/** The one command of a command line; anything after it is refused with the usage. */
export function commandOf(positionals: readonly string[], usage: string): string | undefined {
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new CliRefusal(`unexpected ${extra.join(' ')}\n${usage}`);
  return command;
}

/** Runs the tool and exits: 0 with its code, 1 refused (or a malformed option), 2 otherwise. */
export function runCli(name: string, main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      // parseArgs refuses an unknown or malformed option with a TypeError carrying a code.
      if (err instanceof CliRefusal || (err instanceof TypeError && 'code' in err)) {
        console.error(`${name}: ${err.message}`);
        process.exit(1);
      }
      console.error(`${name} could not run: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(2);
    },
  );
}
