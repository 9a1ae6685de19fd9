// Loaded into the command line by cli/cli.test.ts (NODE_OPTIONS=--import): each time the CLI asks
// its standard input for more, it writes "stdin: read" to standard error. The test writes to the
// pipe when the CLI is waiting on it, rather than after a pause it guessed was long enough.
import { writeSync } from 'node:fs';

const marker = 'stdin: read\n';

// Only the CLI itself, not npx or tsx's parent process, which load this too and never read.
const stdin = Object.getOwnPropertyDescriptor(process, 'stdin');
if (/[\\/]cli[\\/]main\.ts$/.test(process.argv[1] ?? '') && stdin?.get) {
  let wrapped = false;
  Object.defineProperty(process, 'stdin', {
    configurable: true,
    enumerable: stdin.enumerable,
    get() {
      const stream = stdin.get.call(process);
      if (!wrapped) {
        wrapped = true;
        const read = stream._read;
        stream._read = function (...args) {
          writeSync(2, marker);
          return read.apply(this, args);
        };
      }
      return stream;
    },
  });
}
