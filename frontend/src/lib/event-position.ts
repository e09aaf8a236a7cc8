/**
 * The newest event position a command answered with (`x-event-position`). Queries send it back as
 * `x-after-position`, so a query service in another process than the command's waits until it
 * has caught up: read your writes, whichever instance answers.
 */
export class EventPositionTracker {
  private latest: { text: string; tx: bigint; seq: bigint } | undefined;

  /** Remembers `text` ("tx.seq") when it is newer than what was seen; ignores anything else. */
  note(text: string | null): void {
    const match = text ? /^(\d{1,30})\.(\d{1,30})$/.exec(text) : null;
    if (!match) return;
    const tx = BigInt(match[1]!);
    const seq = BigInt(match[2]!);
    const latest = this.latest;
    if (!latest || tx > latest.tx || (tx === latest.tx && seq > latest.seq))
      this.latest = { text: text!, tx, seq };
  }

  get current(): string | undefined {
    return this.latest?.text;
  }
}
