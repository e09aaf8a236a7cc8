import { describe, expect, it } from 'vitest';
import { withDatabase } from './databases';

describe('a test database in a MongoDB connection string', () => {
  it.each([
    ['mongodb://localhost:27017', 'mongodb://localhost:27017/et_t'],
    ['mongodb://localhost:27017/?replicaSet=rs0', 'mongodb://localhost:27017/et_t?replicaSet=rs0'],
    ['mongodb://a:1,b:2/app?replicaSet=rs0', 'mongodb://a:1,b:2/et_t?replicaSet=rs0'],
  ])('%s becomes %s', (url, expected) => {
    expect(withDatabase(url, 'et_t')).toBe(expected);
  });

  it('keeps credentials authenticating against the database they did', () => {
    expect(withDatabase('mongodb://u:p@h/app', 'et_t')).toBe('mongodb://u:p@h/et_t?authSource=app');
    expect(withDatabase('mongodb://u:p@h/?tls=true', 'et_t')).toBe(
      'mongodb://u:p@h/et_t?tls=true&authSource=admin',
    );
    expect(withDatabase('mongodb://u:p@h/app?authSource=x', 'et_t')).toBe(
      'mongodb://u:p@h/et_t?authSource=x',
    );
  });
});
