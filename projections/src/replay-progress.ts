/** Where the replay's progress goes: `process.stdout`, or any stream that says whether it is a terminal. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** How often a log (output that is no terminal) gets a line about a projection still building. */
export const LOG_PROGRESS_EVERY_MS = 5000;

/**
 * Prints the replay's progress lines. A terminal gets one line rewritten in place and kept when a
 * projection is done. Anything else (a log, a pipe) gets plain lines: one when a projection is done,
 * and one every LOG_PROGRESS_EVERY_MS while it builds.
 */
export class ProgressPrinter {
  private lastLineAt: number;
  /** A terminal's line that was rewritten but not ended. */
  private open = false;

  constructor(
    private readonly output: ProgressOutput,
    private readonly now: () => number = Date.now,
  ) {
    this.lastLineAt = now();
  }

  /** One line of progress; `done` ends a projection's. */
  print(line: string, done: boolean): void {
    if (this.output.isTTY) {
      this.output.write(`\r\x1b[2K${line}${done ? '\n' : ''}`);
      this.open = !done;
      return;
    }
    const now = this.now();
    if (!done && now - this.lastLineAt < LOG_PROGRESS_EVERY_MS) return;
    this.lastLineAt = now;
    this.output.write(`${line}\n`);
  }

  /** Ends a terminal's unfinished line, so what is printed next (an error) starts on its own. */
  end(): void {
    if (this.open) this.output.write('\n');
    this.open = false;
  }
}
