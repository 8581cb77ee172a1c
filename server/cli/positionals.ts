import { parseArgs } from 'node:util';

/**
 * The positional arguments of a command that takes only those and -h/--help: help prints the
 * usage and exits; an unknown option throws, for the command to print with its usage.
 */
export function positionalArgs(argv: string[], usage: string): string[] {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return positionals;
}
