import type { RingTypeEvent, RingTypeTexts } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  decide,
  evolve,
  initialRingTypeState,
  type RingTypeCommand,
  type RingTypeState,
} from './ring-types.decider';

const spec = specFor<RingTypeState, RingTypeCommand, RingTypeEvent>({
  initialState: initialRingTypeState,
  evolve,
  decide,
});

const texts: RingTypeTexts = {
  nameDE: 'Goldener Ring',
  nameEN: 'Golden Ring',
  descriptionDE: 'Gold',
  descriptionEN: 'Gold',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
};
const ref = { ringTypeId: 3, code: 'gold' };
const created: RingTypeEvent = { type: 'RingTypeCreated', data: { ...ref, ...texts } };
const cleared: RingTypeEvent = { type: 'RingTypeImageCleared', data: ref };
const deleted: RingTypeEvent = { type: 'RingTypeDeleted', data: ref };
const create: RingTypeCommand = { type: 'CreateRingType', ringTypeId: 3, code: 'gold', texts };
const update = (changes: Partial<RingTypeTexts>, code?: string): RingTypeCommand => ({
  type: 'UpdateRingType',
  ringTypeId: 3,
  code,
  texts: { ...texts, ...changes },
});

describe('ring type decider', () => {
  describe('create', () => {
    it('creates a ring type on its code’s stream', () => spec([]).when(create).expectEvents([created]));
    it('refuses a code that exists', () =>
      spec([created]).when(create).expectRefusal('ringTypeCodeExists', 'conflict'));
    it('creates a deleted code again, with its new id', () =>
      spec([created, deleted])
        .when({ ...create, ringTypeId: 9 } as RingTypeCommand)
        .expectEvents([{ type: 'RingTypeCreated', data: { ringTypeId: 9, code: 'gold', ...texts } }]));
  });

  describe('update', () => {
    it('changes the texts and the image', () =>
      spec([created])
        .when(update({ nameEN: 'Gold Ring', imageUrl: '/uploads/ffffffffffffffffffffffffffffffff.png' }))
        .expectEvents([
          {
            type: 'RingTypeUpdated',
            data: {
              ...ref,
              ...texts,
              nameEN: 'Gold Ring',
              imageUrl: '/uploads/ffffffffffffffffffffffffffffffff.png',
            },
          },
        ]));
    it('records nothing when nothing changed', () => spec([created]).when(update({})).expectEvents([]));
    it('accepts its own code sent along', () => spec([created]).when(update({}, 'gold')).expectEvents([]));
    it('refuses another code', () =>
      spec([created]).when(update({}, 'silver')).expectRefusal('ringTypeCodeCannotChange', 'invalid'));
    it('gives a cleared image back', () =>
      spec([created, cleared])
        .when(update({}))
        .expectEvents([{ type: 'RingTypeUpdated', data: { ...ref, ...texts } }]));
    it('refuses an unknown type', () =>
      spec([]).when(update({})).expectRefusal('ringTypeNotFound', 'notFound'));
    it('refuses a deleted type', () =>
      spec([created, deleted]).when(update({})).expectRefusal('ringTypeNotFound', 'notFound'));
    it('refuses an id the code no longer has', () =>
      spec([created, deleted, { type: 'RingTypeCreated', data: { ringTypeId: 9, code: 'gold', ...texts } }])
        .when(update({ nameDE: 'Alt' }))
        .expectRefusal('ringTypeNotFound', 'notFound'));
  });

  describe('clear the image', () => {
    const clear: RingTypeCommand = { type: 'ClearRingTypeImage', ringTypeId: 3 };
    it('clears it', () => spec([created]).when(clear).expectEvents([cleared]));
    it('records nothing when there is none', () => spec([created, cleared]).when(clear).expectEvents([]));
    it('refuses a deleted type', () =>
      spec([created, deleted]).when(clear).expectRefusal('ringTypeNotFound', 'notFound'));
  });

  describe('delete', () => {
    const remove = (usage: number): RingTypeCommand => ({ type: 'DeleteRingType', ringTypeId: 3, usage });
    it('deletes an unused type', () => spec([created]).when(remove(0)).expectEvents([deleted]));
    it('refuses a type ring codes or rings use, with their number', () =>
      spec([created]).when(remove(2)).expectRefusal('ringTypeInUse', 'conflict', { count: 2 }));
    it('refuses it twice', () =>
      spec([created, deleted]).when(remove(0)).expectRefusal('ringTypeNotFound', 'notFound'));
    it('refuses an unknown type', () =>
      spec([]).when(remove(0)).expectRefusal('ringTypeNotFound', 'notFound'));
  });
});
