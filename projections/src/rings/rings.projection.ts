import {
  type RingCodeStreamEvent,
  type RingTypeEvent,
  readModel,
  ringModels,
  type UserDeleted,
  type UserRegistered,
} from '@et/contracts';
import type { Projection } from '../projection';

/** A type's image by its code, for the rings of that type (a lookup by id, kept in the batch). */
interface RingTypeImage {
  id: string;
  imageUrl: string;
}

/** Read model `ring_type_images`: this projection's own lookup, read by nothing else. */
const ringTypeImages = readModel<RingTypeImage>('ring_type_images');

type Event = RingTypeEvent | RingCodeStreamEvent | UserRegistered | UserDeleted;

/**
 * Ring types (everyone reads them), the admin's ring-code list, and each user's rings. A ring
 * shows its type's current image, so an image changed or cleared by an admin reaches every ring
 * of the type; the ring types are this projection's own, so a replay needs no other read model.
 */
export const ringsProjection: Projection = {
  name: 'rings',
  version: 1,
  collections: [
    ringModels.ringTypes,
    ringTypeImages,
    ringModels.ringCodes,
    ringModels.ringCodeOwners,
    ringModels.dimensionRings,
  ],
  sortIndexes: [[ringModels.ringCodes, ['seq']]],
  // What the admin's ring code list and the free codes search (query-service).
  searchIndexes: [[ringModels.ringCodes, ['code', 'type', 'username']]],
  // An activation reads its owner's name and its type's image and changes its code; later
  // changes change their ring: all read once per batch.
  prefetch(recorded) {
    const codes: string[] = [];
    const owners: number[] = [];
    const images: string[] = [];
    const rings: number[] = [];
    for (const event of recorded as unknown as Event[]) {
      if (event.type === 'RingCodeRedeemed') {
        codes.push(event.data.ringCode);
        owners.push(event.data.userId);
        images.push(event.data.ringType);
      } else if (event.type === 'RingFrequencyChanged' || event.type === 'RingActivated') {
        rings.push(event.data.ringId);
      } else if (event.type === 'RingHandedOver') {
        rings.push(event.data.ringId);
        codes.push(event.data.ringCode);
        owners.push(event.data.toUserId);
      } else if (event.type === 'RingDeleted') {
        rings.push(event.data.ringId);
        codes.push(event.data.ringCode);
      }
    }
    return [
      [ringModels.ringCodes, codes],
      [ringModels.ringCodeOwners, owners],
      [ringTypeImages, images],
      [ringModels.dimensionRings, rings],
    ];
  },
  async apply(recorded, ctx) {
    const event = recorded as unknown as Event;
    const types = ctx.collection(ringModels.ringTypes);
    const codes = ctx.collection(ringModels.ringCodes);
    const owners = ctx.collection(ringModels.ringCodeOwners);
    const rings = ctx.collection(ringModels.dimensionRings);
    const images = ctx.collection(ringTypeImages);
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
      case 'RingHandedOver': {
        // The ring goes to its new owner (issue 28), and its code's list shows them.
        const { ringId, ringCode, toUserId } = event.data;
        const owner = await owners.get(toUserId);
        await rings.update(ringId, { userId: toUserId });
        await codes.update(ringCode, { userId: toUserId, username: owner?.username ?? null });
        return;
      }
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
