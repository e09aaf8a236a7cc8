import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sqlBus } from '../bus/bus';
import { ChangeFeed } from '../change-feed';
import { loadConfig } from '../config';
import { SqlDocumentStore } from '../document-store/sql-document-store';
import { SqlEventStore } from '../event-store/sql-event-store';
import { ProjectionProgress } from '../read-models';
import { openTestSql, type TestSql } from '../testing/databases';
import { AnswersByObject, CachedAnswers } from './cached-answers';
import { createHttpApp } from './http-app';

const itemSchema = z.object({ id: z.number(), name: z.string() });
const config = loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent' });

describe('answers kept as written text', () => {
  let sql: TestSql | undefined;
  afterEach(() => sql?.close());

  it('are written once by the route schema per key, and read again after an event changes them', async () => {
    sql = await openTestSql('pglite');
    const events = await SqlEventStore.open(sql.client);
    const progress = new ProjectionProgress(SqlDocumentStore.open(sql.client), sqlBus(sql.client));
    const feed = new ChangeFeed(events, progress);
    feed.start();
    const answers = new CachedAnswers<string, { id: number; name: string }[]>(feed, (event) => [
      event.streamId,
    ]);
    let loads = 0;
    const app = await createHttpApp(config);
    app.get<{ Params: { key: string } }>(
      '/api/items/:key',
      { schema: { response: { 200: z.array(itemSchema) } } },
      (request, reply) =>
        answers.send(reply, request.params.key, async () => {
          loads++;
          // A field the schema does not name never reaches the answer, kept or not.
          return [{ id: loads, name: request.params.key, passwordHash: 'secret' }];
        }),
    );
    const get = async (key: string) => {
      const answer = await app.inject({ url: `/api/items/${key}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      return answer.body;
    };

    expect(await get('a')).toBe('[{"id":1,"name":"a"}]');
    expect(await get('a')).toBe('[{"id":1,"name":"a"}]');
    expect(await get('b')).toBe('[{"id":2,"name":"b"}]');
    expect(loads).toBe(2);

    const { position } = await events.append('a', [{ type: 'Changed', data: {} }], 0);
    progress.advance(position);
    expect(await feed.waitFor(position, 2000)).toBe(true);
    expect(await get('a')).toBe('[{"id":3,"name":"a"}]');
    expect(await get('b')).toBe('[{"id":2,"name":"b"}]');
    expect(loads).toBe(3);
    await app.close();
    feed.stop();
  });

  it('are written once per source object, and again for a new one', async () => {
    let written = 0;
    const answers = new AnswersByObject((source: { name: string }) => {
      written++;
      return { id: written, name: source.name, secret: 'x' };
    });
    let source = { name: 'first' };
    const app = await createHttpApp(config);
    app.get('/api/item', { schema: { response: { 200: itemSchema } } }, (_request, reply) => {
      answers.send(reply, source);
    });
    const body = async () => (await app.inject({ url: '/api/item' })).body;
    expect(await body()).toBe('{"id":1,"name":"first"}');
    expect(await body()).toBe('{"id":1,"name":"first"}');
    source = { name: 'second' };
    expect(await body()).toBe('{"id":2,"name":"second"}');
    await app.close();
  });
});
