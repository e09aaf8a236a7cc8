import type { LegalEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import { type LegalPageState, legalPageDecider, type UpdateLegalPage } from './legal.decider';

const spec = specFor<LegalPageState, UpdateLegalPage, LegalEvent>(legalPageDecider);
const update = (textDE: string, textEN: string): UpdateLegalPage => ({
  type: 'UpdateLegalPage',
  page: 'impressum',
  fields: { textDE, textEN },
});
const updated = (textDE: string, textEN: string): LegalEvent => ({
  type: 'LegalPageUpdated',
  data: { page: 'impressum', textDE, textEN },
});

describe('legal page decider', () => {
  it('records the first text', () =>
    spec([])
      .when(update('Anbieter', 'Provider'))
      .expectEvents([updated('Anbieter', 'Provider')]));
  it('records a changed text in either language', () => {
    spec([updated('a', 'b')])
      .when(update('a', 'c'))
      .expectEvents([updated('a', 'c')]);
    spec([updated('a', 'b')])
      .when(update('c', 'b'))
      .expectEvents([updated('c', 'b')]);
  });
  it('records nothing when the text is the same', () =>
    spec([updated('a', 'b'), updated('x', 'y')])
      .when(update('x', 'y'))
      .expectEvents([]));
});
