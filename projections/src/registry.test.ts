import { personalReadModels, readModel } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { projections } from './registry';

describe('the read models of the projections', () => {
  const written = projections.flatMap((projection) => projection.collections);

  it('are each written by one projection, under a name no other read model has', () => {
    const names = written.map((model) => model.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(new Set(written).size).toBe(written.length);
  });

  it('include every read model a feature declares personal, as the same handle', () => {
    const missing = personalReadModels.filter((personal) => !written.includes(personal.readModel));
    expect(missing.map((personal) => personal.readModel.name)).toEqual([]);
  });

  it('are the only ones a projection indexes or reads ahead', () => {
    for (const projection of projections) {
      const named = [
        ...(projection.sortIndexes ?? []),
        ...(projection.searchIndexes ?? []),
        ...(projection.prefetch?.([]) ?? []),
      ].map(([model]) => model);
      const foreign = named.filter((model) => !projection.collections.includes(model));
      expect(
        foreign.map((model) => model.name),
        projection.name,
      ).toEqual([]);
    }
  });

  it('have names a generation can extend', () => {
    expect(() => readModel('People')).toThrow(/Invalid read model name/);
    expect(() => readModel('people; drop')).toThrow(/Invalid read model name/);
    expect(readModel('people_2').name).toBe('people_2');
  });
});
