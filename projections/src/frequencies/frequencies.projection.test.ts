import { type FrequencyFields, frequencyModels, frequencyStreams } from '@et/contracts';
import { it } from 'vitest';
import { describeProjection, type GivenEvent } from '../testing/projection-spec';
import { frequenciesProjection } from './frequencies.projection';

const love: FrequencyFields = {
  nameDE: 'Liebe',
  descriptionDE: 'Herz',
  nameEN: 'Love',
  descriptionEN: 'Heart',
  color: 'gold',
};
const calm: FrequencyFields = {
  nameDE: 'Ruhe',
  descriptionDE: 'Still',
  nameEN: 'Calm',
  descriptionEN: 'Quiet',
  color: 'blue',
};
const inStream = (frequencyId: number) => ({ streamId: frequencyStreams.frequency(frequencyId) });
const created = (frequencyId: number, fields = love): GivenEvent => ({
  type: 'FrequencyCreated',
  data: { frequencyId, ...fields },
  ...inStream(frequencyId),
});
const updated = (frequencyId: number, fields: FrequencyFields): GivenEvent => ({
  type: 'FrequencyUpdated',
  data: { frequencyId, ...fields },
  ...inStream(frequencyId),
});
const deleted = (frequencyId: number): GivenEvent => ({
  type: 'FrequencyDeleted',
  data: { frequencyId },
  ...inStream(frequencyId),
});

describeProjection(frequenciesProjection, (spec) => {
  it('lists a new frequency with its names, descriptions and colour', () =>
    spec
      .given(created(1))
      .expect(frequencyModels.frequencies)
      .toEqual([{ id: 1, ...love }]));

  it('takes every field of an update, and leaves the other frequencies as they were', () =>
    spec
      .given(created(1), created(2, calm))
      .when(updated(1, { ...love, nameEN: 'Love!', descriptionDE: 'Herz!', color: 'red' }))
      .expect(frequencyModels.frequencies)
      .toEqual([
        { id: 1, ...love, nameEN: 'Love!', descriptionDE: 'Herz!', color: 'red' },
        { id: 2, ...calm },
      ]));

  it('drops a deleted frequency, and only that one', () =>
    spec
      .given(created(1), created(2, calm))
      .when(deleted(1))
      .expect(frequencyModels.frequencies)
      .toEqual([{ id: 2, ...calm }]));

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(created(1), created(2, calm), updated(2, love), deleted(1), created(3)).expectStable());
});
