import { Writable } from 'node:stream';
import type { Position } from '@et/platform';
import { describe, expect, it } from 'vitest';
import type { RebuildProgress } from './rebuild';
import { describeProgress } from './replay-command';
import { ProgressPrinter } from './replay-progress';

/** An output device that keeps what was written, a terminal or not. */
function output(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => chunks.join('') };
}

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, set: (ms: number) => (now = start + ms) };
}

const at = (n: number): Position => [1n, BigInt(n)];

/** Two projections replayed one after the other, 10,000 events each; times in ms after the start. */
function replayOfTwo(print: (progress: RebuildProgress, atMs: number) => void) {
  const head = at(10_000);
  const step = (projection: string, startedAtMs: number, events: number, atMs: number, done = false) =>
    print({ projection, startedAt: 1_000_000 + startedAtMs, events, position: at(events), head, done }, atMs);
  // The first takes 10 s: 1,000 events/s.
  step('accounts', 0, 2000, 2000);
  step('accounts', 0, 6000, 6000);
  step('accounts', 0, 10_000, 10_000, true);
  // The second, started when the first was done, takes 2 s: 5,000 events/s.
  step('audit', 10_000, 4000, 10_800);
  step('audit', 10_000, 10_000, 12_000, true);
}

describe('replay progress', () => {
  it('in a log: plain lines, one per projection when done and one every 5 s while building, each with its own speed', () => {
    const out = output(false);
    const time = clock();
    const printer = new ProgressPrinter(out.stream, time.now);
    replayOfTwo((progress, atMs) => {
      time.set(atMs);
      printer.print(describeProgress(progress, time.now()), progress.done);
    });
    printer.end();
    expect(out.text()).not.toContain('\r');
    expect(out.text()).not.toContain('\x1b');
    expect(out.text().split('\n')).toEqual([
      '[accounts] 6,000 events, 60% of the log, 1,000 events/s, building',
      '[accounts] 10,000 events, 100% of the log, 1,000 events/s, live',
      '[audit] 10,000 events, 100% of the log, 5,000 events/s, live',
      '',
    ]);
  });

  it('on a terminal: one line rewritten in place, kept when a projection is done', () => {
    const out = output(true);
    const time = clock();
    const printer = new ProgressPrinter(out.stream, time.now);
    replayOfTwo((progress, atMs) => {
      time.set(atMs);
      printer.print(describeProgress(progress, time.now()), progress.done);
    });
    expect(out.text()).toBe(
      [
        '\r\x1b[2K[accounts] 2,000 events, 20% of the log, 1,000 events/s, building',
        '\r\x1b[2K[accounts] 6,000 events, 60% of the log, 1,000 events/s, building',
        '\r\x1b[2K[accounts] 10,000 events, 100% of the log, 1,000 events/s, live\n',
        '\r\x1b[2K[audit] 4,000 events, 40% of the log, 5,000 events/s, building',
        '\r\x1b[2K[audit] 10,000 events, 100% of the log, 5,000 events/s, live\n',
      ].join(''),
    );
  });

  it('on a terminal, ends an unfinished line before what comes next (an error)', () => {
    const out = output(true);
    const printer = new ProgressPrinter(out.stream);
    printer.print('[accounts] 2,000 events', false);
    printer.end();
    printer.end();
    expect(out.text()).toBe('\r\x1b[2K[accounts] 2,000 events\n');
  });
});
