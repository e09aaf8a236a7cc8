import { type LegalPageName, legalModels, legalStreams } from '@et/contracts';
import { it } from 'vitest';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { legalProjection } from './legal.projection';

const updated = (page: LegalPageName, textDE: string, textEN: string): GivenEvent => ({
  type: 'LegalPageUpdated',
  data: { page, textDE, textEN },
  streamId: legalStreams.page(page),
});

describeProjection(legalProjection, (spec) => {
  it('keeps a page’s texts in both languages, by page name, with the time of the change', () =>
    spec
      .given(updated('impressum', 'Anbieter: Muster GmbH', 'Provider: Muster GmbH'))
      .expect(legalModels.legalPages)
      .toEqual([
        {
          id: 'impressum',
          textDE: 'Anbieter: Muster GmbH',
          textEN: 'Provider: Muster GmbH',
          updatedAt: recordedAt(1),
        },
      ]));

  it('replaces a page’s texts and time on the next change, and leaves the other pages alone', () =>
    spec
      .given(updated('impressum', 'alt', 'old'), updated('datenschutz', 'Daten', 'Data'))
      .when(updated('impressum', 'neu', 'new'))
      .expect(legalModels.legalPages)
      .toEqual([
        { id: 'datenschutz', textDE: 'Daten', textEN: 'Data', updatedAt: recordedAt(2) },
        { id: 'impressum', textDE: 'neu', textEN: 'new', updatedAt: recordedAt(3) },
      ]));

  it('ignores every other event', () =>
    spec
      .given(
        { type: 'FrequencyDeleted', data: { frequencyId: 1 } },
        { type: 'UserDeleted', data: { userId: 7 } },
      )
      .expect(legalModels.legalPages)
      .toBeEmpty());

  it('gives the same documents applied twice or rebuilt', () =>
    spec
      .given(
        updated('impressum', 'a', 'a'),
        updated('nutzungsbedingungen', 'b', 'b'),
        updated('impressum', 'c', 'c'),
      )
      .expectStable());
});
