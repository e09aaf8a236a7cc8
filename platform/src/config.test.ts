import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: 'memory:', LOG_LEVEL: 'silent' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('store connection strings', () => {
  it.each([
    'esdb://localhost:2113?tls=false',
    'esdb://eventstore:2113',
    'esdb://admin:changeit@localhost:2113?tls=true&tlsVerifyCert=false',
    'esdb://a:2113,b:2113,c:2113?tls=false',
    'esdb://a:2113,b:2113,c:2113?tls=false&nodePreference=leader',
    'esdb+discover://cluster.example.com:2113',
  ])('takes EVENTSTORE_URL %s as it is', (value) => {
    expect(load({ EVENTSTORE_URL: value }).eventStoreUrl).toBe(value);
  });

  it.each([
    'mongodb://localhost:27017/energietaler',
    'mongodb://mongo:27017/energietaler?replicaSet=rs0',
    'mongodb://a:27017,b:27017/db?replicaSet=rs0',
    'mongodb://user:p%40ss@a:27017,b:27017,c:27017/db?replicaSet=rs0&authSource=admin',
    'mongodb://a,b,c/db',
    'mongodb://[::1]:27017/db',
    'mongodb+srv://user:secret@cluster0.example.mongodb.net/energietaler?retryWrites=true',
  ])('takes MONGODB_URL %s as it is', (value) => {
    expect(load({ MONGODB_URL: value }).mongodbUrl).toBe(value);
  });

  it.each([
    ['EVENTSTORE_URL', 'localhost:2113'],
    ['EVENTSTORE_URL', 'http://localhost:2113'],
    ['EVENTSTORE_URL', 'esdb://a:2113,,b:2113'],
    ['EVENTSTORE_URL', 'esdb://a:2113,b:port'],
    ['EVENTSTORE_URL', 'esdb://'],
    ['EVENTSTORE_URL', 'esdb://a b:2113'],
    ['EVENTSTORE_URL', 'esdb://[::1]:2113'],
    ['MONGODB_URL', 'mongodb://a:27017,b:27017,/db'],
    ['MONGODB_URL', 'mongodb+srv://a.example.com:27017/db'],
    ['MONGODB_URL', 'mongodb+srv://a.example.com,b.example.com/db'],
    ['MONGODB_URL', 'postgres://localhost/db'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: ${name} must be a`));
  });
});

describe('EventStoreDB stream prefix', () => {
  const esdb = { EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' };

  it.each(['t1a2b3c', 'staging', 'et_test_0f3a', 'A-Z_0-9', 'x'.repeat(40)])('takes %s', (prefix) => {
    expect(load({ ...esdb, EVENTSTORE_STREAM_PREFIX: prefix }).eventStoreStreamPrefix).toBe(prefix);
  });

  it('is unset by default: streams keep their own names', () => {
    expect(load(esdb).eventStoreStreamPrefix).toBeUndefined();
  });

  it.each(['$all', 'a.b', 'a b', 'a/b', 'café', 'x'.repeat(41), 'a*'])('refuses %s', (prefix) => {
    expect(() => load({ ...esdb, EVENTSTORE_STREAM_PREFIX: prefix })).toThrow(
      /EVENTSTORE_STREAM_PREFIX: EVENTSTORE_STREAM_PREFIX must be 1 to 40 letters/,
    );
  });

  it('needs EVENTSTORE_URL: alone it would prefix nothing', () => {
    expect(() => load({ EVENTSTORE_STREAM_PREFIX: 'staging' })).toThrow(/needs EVENTSTORE_URL/);
  });
});
