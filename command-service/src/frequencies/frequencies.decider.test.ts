import type { FrequencyEvent, FrequencyFields } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  decide,
  evolve,
  type FrequencyCommand,
  type FrequencyState,
  initialFrequencyState,
} from './frequencies.decider';

const spec = specFor<FrequencyState, FrequencyCommand, FrequencyEvent>({
  initialState: initialFrequencyState,
  evolve,
  decide,
});

const frequencyId = 3;
const fields: FrequencyFields = {
  nameDE: 'Liebe',
  descriptionDE: 'Die Frequenz der Liebe',
  nameEN: 'Love',
  descriptionEN: 'The frequency of love',
  color: 'red',
};
const created: FrequencyEvent = { type: 'FrequencyCreated', data: { frequencyId, ...fields } };
const deleted: FrequencyEvent = { type: 'FrequencyDeleted', data: { frequencyId } };
const update = (changes: Partial<FrequencyFields>): FrequencyCommand => ({
  type: 'UpdateFrequency',
  fields: { ...fields, ...changes },
});

describe('frequency decider', () => {
  describe('create', () => {
    it('creates a frequency on a new stream', () =>
      spec([]).when({ type: 'CreateFrequency', frequencyId, fields }).expectEvents([created]));
    it('refuses an existing stream', () =>
      spec([created])
        .when({ type: 'CreateFrequency', frequencyId, fields })
        .expectRefusal('concurrentChange', 'conflict'));
    it('refuses a stream whose frequency was deleted', () =>
      spec([created, deleted])
        .when({ type: 'CreateFrequency', frequencyId, fields })
        .expectRefusal('concurrentChange', 'conflict'));
  });

  describe('update', () => {
    it('records all fields when one changed', () =>
      spec([created])
        .when(update({ color: 'gold' }))
        .expectEvents([{ type: 'FrequencyUpdated', data: { frequencyId, ...fields, color: 'gold' } }]));
    it('records all fields when all changed', () => {
      const next: FrequencyFields = {
        nameDE: 'Freude',
        descriptionDE: 'Die Frequenz der Freude',
        nameEN: 'Joy',
        descriptionEN: 'The frequency of joy',
        color: 'yellow',
      };
      spec([created])
        .when({ type: 'UpdateFrequency', fields: next })
        .expectEvents([{ type: 'FrequencyUpdated', data: { frequencyId, ...next } }]);
    });
    it('records nothing when nothing changed', () => spec([created]).when(update({})).expectEvents([]));
    it('compares with the latest update', () => {
      const updated: FrequencyEvent = {
        type: 'FrequencyUpdated',
        data: { frequencyId, ...fields, nameEN: 'Loving' },
      };
      spec([created, updated])
        .when(update({ nameEN: 'Loving' }))
        .expectEvents([]);
      spec([created, updated])
        .when(update({}))
        .expectEvents([{ type: 'FrequencyUpdated', data: { frequencyId, ...fields } }]);
    });
    it('refuses an unknown frequency', () =>
      spec([])
        .when(update({ color: 'gold' }))
        .expectRefusal('frequencyNotFound', 'notFound'));
    it('refuses a deleted frequency', () =>
      spec([created, deleted])
        .when(update({ color: 'gold' }))
        .expectRefusal('frequencyNotFound', 'notFound'));
    it('refuses a deleted frequency even without changes', () =>
      spec([created, deleted]).when(update({})).expectRefusal('frequencyNotFound', 'notFound'));
  });

  describe('delete', () => {
    it('deletes an unused frequency', () =>
      spec([created]).when({ type: 'DeleteFrequency', usage: 0 }).expectEvents([deleted]));
    it('deletes an updated, unused frequency', () =>
      spec([created, { type: 'FrequencyUpdated', data: { frequencyId, ...fields, color: 'blue' } }])
        .when({ type: 'DeleteFrequency', usage: 0 })
        .expectEvents([deleted]));
    it('refuses a frequency in use, with the count', () =>
      spec([created])
        .when({ type: 'DeleteFrequency', usage: 3 })
        .expectRefusal('frequencyInUse', 'conflict', { count: 3 }));
    it('refuses a frequency used once', () =>
      spec([created])
        .when({ type: 'DeleteFrequency', usage: 1 })
        .expectRefusal('frequencyInUse', 'conflict', { count: 1 }));
    it('refuses an unknown frequency', () =>
      spec([]).when({ type: 'DeleteFrequency', usage: 0 }).expectRefusal('frequencyNotFound', 'notFound'));
    it('refuses a deleted frequency', () =>
      spec([created, deleted])
        .when({ type: 'DeleteFrequency', usage: 0 })
        .expectRefusal('frequencyNotFound', 'notFound'));
    it('refuses an unknown frequency before looking at its usage', () =>
      spec([]).when({ type: 'DeleteFrequency', usage: 3 }).expectRefusal('frequencyNotFound', 'notFound'));
  });
});
