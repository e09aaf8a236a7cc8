import type {
  DimensionRing,
  RingCode,
  RingCodeStreamEvent,
  RingType,
  RingTypeEvent,
  UserDeleted,
  UserRegistered,
} from '@et/contracts';
import type { Projection } from '../projection';

/** Who activated a ring code, by name, for the admin's list and its search. Own copy: replay-safe. */
interface RingCodeOwner {
  id: number;
  username: string;
}

/** A type's image by its code, for the rings of that type (a lookup by id, kept in the batch). */
interface RingTypeImage {
  id: string;
  imageUrl: string;
}

type Event = RingTypeEvent | RingCodeStreamEvent | UserRegistered | UserDeleted;

/**
 * Ring types (everyone reads them), the admin's ring-code list, and each user's rings. A ring
 * shows its type's current image, so an image changed or cleared by an admin reaches every ring
 * of the type; the ring types are this projection's own, so a replay needs no other read model.
 */
export const ringsProjection: Projection = {
  name: 'rings',
  version: 1,
  collections: ['ring_types', 'ring_type_images', 'ring_codes', 'ring_code_owners', 'dimension_rings'],
  sortIndexes: { ring_codes: ['seq'] },
  // What the admin's ring code list and the free codes search (query-service).
  searchIndexes: { ring_codes: ['code', 'type', 'username'] },
  // An activation reads its owner's name and its type's image and changes its code; later
  // changes change their ring: all read once per batch.
  prefetch(recorded) {
    const wanted = {
      ring_codes: [] as string[],
      ring_code_owners: [] as number[],
      ring_type_images: [] as string[],
      dimension_rings: [] as number[],
    };
    for (const event of recorded as unknown as Event[]) {
      if (event.type === 'RingCodeRedeemed') {
        wanted.ring_codes.push(event.data.ringCode);
        wanted.ring_code_owners.push(event.data.userId);
        wanted.ring_type_images.push(event.data.ringType);
      } else if (event.type === 'RingFrequencyChanged' || event.type === 'RingActivated') {
        wanted.dimension_rings.push(event.data.ringId);
      } else if (event.type === 'RingDeleted') {
        wanted.dimension_rings.push(event.data.ringId);
        wanted.ring_codes.push(event.data.ringCode);
      }
    }
    return wanted;
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as Event;
    const types = ctx.collection<RingType>('ring_types');
    const codes = ctx.collection<RingCode>('ring_codes');
    const owners = ctx.collection<RingCodeOwner>('ring_code_owners');
    const rings = ctx.collection<DimensionRing>('dimension_rings');
    const images = ctx.collection<RingTypeImage>('ring_type_images');
    switch (event.type) {
      case 'UserRegistered':
        await owners.upsert({ id: event.data.userId, username: event.data.username });
        return;
      case 'UserDeleted':
        await owners.delete(event.data.userId);
        await codes.updateMany({ userId: event.data.userId }, { username: null });
        await rings.deleteMany({ userId: event.data.userId });
        return;
      case 'RingTypeCreated':
      case 'RingTypeUpdated': {
        const { ringTypeId, code, nameDE, nameEN, descriptionDE, descriptionEN, imageUrl } = event.data;
        await types.upsert({ id: ringTypeId, code, nameDE, nameEN, descriptionDE, descriptionEN, imageUrl });
        await images.upsert({ id: code, imageUrl });
        // A new type has no rings yet (a type goes only when none use it).
        if (event.type === 'RingTypeUpdated') await rings.updateMany({ type: code }, { imageUrl });
        return;
      }
      case 'RingTypeImageCleared':
        await types.update(event.data.ringTypeId, { imageUrl: '' });
        await images.upsert({ id: event.data.code, imageUrl: '' });
        await rings.updateMany({ type: event.data.code }, { imageUrl: '' });
        return;
      case 'RingTypeDeleted':
        await types.delete(event.data.ringTypeId);
        await images.delete(event.data.code);
        return;
      case 'RingCodeCreated':
        await codes.upsert({
          id: event.data.ringCode,
          code: event.data.ringCode,
          type: event.data.ringType,
          isUsed: false,
          userId: null,
          username: null,
          ringId: null,
          createdAt: recorded.recordedAt,
          usedAt: null,
          seq: Number(recorded.position[1]),
        });
        return;
      case 'RingCodeRedeemed': {
        const { ringCode, ringType, ringId, userId, name, frequencyId, isActive } = event.data;
        const owner = await owners.get(userId);
        await codes.update(ringCode, {
          isUsed: true,
          userId,
          username: owner?.username ?? null,
          ringId,
          usedAt: recorded.recordedAt,
        });
        const image = await images.get(ringType);
        await rings.upsert({
          id: ringId,
          userId,
          type: ringType,
          name,
          imageUrl: image?.imageUrl ?? '',
          code: ringCode,
          isActive,
          frequencyId,
          createdAt: recorded.recordedAt,
        });
        return;
      }
      case 'RingFrequencyChanged':
        await rings.update(event.data.ringId, { frequencyId: event.data.frequencyId });
        return;
      case 'RingActivated':
        await rings.update(event.data.ringId, { isActive: true });
        return;
      case 'RingDeleted':
        // The code stays used (the physical ring was activated); without a ring it may go.
        await rings.delete(event.data.ringId);
        await codes.update(event.data.ringCode, { ringId: null });
        return;
      case 'RingCodeDeleted':
        await codes.delete(event.data.ringCode);
        return;
    }
  },
};
