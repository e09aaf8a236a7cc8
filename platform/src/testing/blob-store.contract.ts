import { describe, expect, it } from 'vitest';
import { type BlobStore, InvalidBlobNameError, newBlobName } from '../blob-store/blob-store';

export interface BlobStoreFixture {
  store: BlobStore;
  close(): Promise<void>;
}

/** Every byte value, so an adapter that treats blobs as text fails. */
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

export const hostileBlobNames = [
  '',
  '../secret.png',
  '..%2Fsecret.png',
  `${'a'.repeat(30)}/b.png`,
  `${'a'.repeat(31)}\\.png`,
  `${'a'.repeat(32)}.png\0`,
  `${'a'.repeat(32)}.png/..`,
  `${'A'.repeat(32)}.png`,
  `${'a'.repeat(32)}.svg`,
  `${'a'.repeat(32)}.png.html`,
  `${'a'.repeat(33)}.png`,
  `/${'a'.repeat(32)}.png`,
  `${'a'.repeat(32)}.png\n`,
];

/** The behaviour every blob store adapter must have. */
export function describeBlobStoreContract(name: string, open: () => Promise<BlobStoreFixture>): void {
  describe(`blob store contract: ${name}`, () => {
    const withStore = async (test: (store: BlobStore) => Promise<void>) => {
      const fixture = await open();
      try {
        await test(fixture.store);
      } finally {
        await fixture.close();
      }
    };

    it('stores, reads back and deletes bytes, typed by the name', () =>
      withStore(async (store) => {
        const png = newBlobName('png');
        const jpg = newBlobName('jpg');
        await store.put(png, allBytes);
        await store.put(jpg, Buffer.from('jpeg bytes'));
        expect(await store.get(png)).toEqual({ bytes: allBytes, contentType: 'image/png' });
        expect((await store.get(jpg))?.contentType).toBe('image/jpeg');
        expect(await store.get(newBlobName('png'))).toBeNull();
        expect(await store.list()).toEqual([png, jpg].sort());
        expect(await store.delete(png)).toBe(true);
        expect(await store.delete(png)).toBe(false);
        expect(await store.get(png)).toBeNull();
        expect(await store.list()).toEqual([jpg]);
      }));

    it('replaces what a second put of the same name writes', () =>
      withStore(async (store) => {
        const name = newBlobName('webp');
        await store.put(name, Buffer.from('first'));
        await store.put(name, Buffer.from('second'));
        expect((await store.get(name))?.bytes.toString()).toBe('second');
        expect(await store.list()).toEqual([name]);
      }));

    it('keeps a 5 MB image whole', () =>
      withStore(async (store) => {
        const name = newBlobName('gif');
        const large = Buffer.alloc(5 * 1024 * 1024);
        for (let i = 0; i < large.length; i += 4096) large[i] = i % 251;
        await store.put(name, large);
        expect((await store.get(name))?.bytes.equals(large)).toBe(true);
      }));

    it('refuses every name that is not a random blob name, on every method', () =>
      withStore(async (store) => {
        for (const hostile of hostileBlobNames) {
          await expect(store.put(hostile, allBytes), hostile).rejects.toThrow(InvalidBlobNameError);
          await expect(store.get(hostile), hostile).rejects.toThrow(InvalidBlobNameError);
          await expect(store.delete(hostile), hostile).rejects.toThrow(InvalidBlobNameError);
        }
        expect(await store.list()).toEqual([]);
      }));
  });
}
