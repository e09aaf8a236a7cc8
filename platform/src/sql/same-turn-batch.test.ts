import { describe, expect, it } from 'vitest';
import { SameTurnBatch } from './same-turn-batch';

/** A send that records each batch and answers when told to. */
function recordingSend() {
  const batches: string[][] = [];
  const answers: Array<() => void> = [];
  const send = (requests: string[]) =>
    new Promise<Array<string | Error>>((resolve) => {
      batches.push(requests);
      answers.push(() =>
        resolve(requests.map((r) => (r.startsWith('bad') ? new Error(r) : r.toUpperCase()))),
      );
    });
  return { batches, answers, send };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('SameTurnBatch', () => {
  it('sends the requests of one turn together and answers each, an error only its own', async () => {
    const { batches, answers, send } = recordingSend();
    const batch = new SameTurnBatch(send);
    const results = Promise.allSettled(['a', 'bad-b', 'c'].map((r) => batch.add(r)));
    await turn();
    answers[0]!();
    expect((await results).map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
      'A',
      'refused',
      'C',
    ]);
    expect(batches).toEqual([['a', 'bad-b', 'c']]);
  });

  it('gathers requests while two batches are out, but sends them after 5 ms even if those hang', async () => {
    const { batches, answers, send } = recordingSend();
    const batch = new SameTurnBatch(send);
    const all: Promise<string>[] = [];
    for (const request of ['1', '2', '3', '4']) {
      all.push(batch.add(request));
      await turn();
    }
    expect(batches).toEqual([['1'], ['2']]);
    answers[0]!();
    await turn();
    await turn();
    expect(batches).toEqual([['1'], ['2'], ['3', '4']]);
    // Both out again (2 and 3-4) and never answered: the next one goes all the same.
    all.push(batch.add('5'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches.at(-1)).toEqual(['5']);
    for (const answer of answers.slice(1)) answer();
    expect(await Promise.all(all)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('holds back a request it does not accept, and every later one it would hold behind it', async () => {
    const { batches, answers, send } = recordingSend();
    // As the throttle's counts: adds of one key go together, a read of it goes alone.
    const clash = (a: string, b: string) => a[0] === b[0] && (a.endsWith('get') || b.endsWith('get'));
    const batch = new SameTurnBatch(send, { accepts: (taken, next) => !taken.some((r) => clash(r, next)) });
    const all = ['k-add', 'k-get', 'm-add', 'k-add2', 'm-add2'].map((r) => batch.add(r));
    await turn();
    expect(batches).toEqual([['k-add', 'm-add', 'm-add2']]);
    for (const expected of [['k-get'], ['k-add2']]) {
      answers.at(-1)!();
      await turn();
      await turn();
      expect(batches.at(-1)).toEqual(expected);
    }
    answers.at(-1)!();
    expect(await Promise.all(all)).toEqual(['K-ADD', 'K-GET', 'M-ADD', 'K-ADD2', 'M-ADD2']);
  });
});
