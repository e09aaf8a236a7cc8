import type { RingType } from './rings';

/** POST /api/ring-types/defaults: the four built-in types, in both languages, without images. */
export const defaultRingTypes: ReadonlyArray<Omit<RingType, 'id'>> = [
  {
    code: 'gold',
    nameDE: 'Goldener Ring',
    nameEN: 'Golden Ring',
    descriptionDE: 'Der goldene Dimensionsring',
    descriptionEN: 'The golden dimension ring',
    imageUrl: '',
  },
  {
    code: 'silver',
    nameDE: 'Silberner Ring',
    nameEN: 'Silver Ring',
    descriptionDE: 'Der silberne Dimensionsring',
    descriptionEN: 'The silver dimension ring',
    imageUrl: '',
  },
  {
    code: 'original',
    nameDE: 'Ursprünglicher Ring',
    nameEN: 'Original Ring',
    descriptionDE: 'Der ursprüngliche Dimensionsring',
    descriptionEN: 'The original dimension ring',
    imageUrl: '',
  },
  {
    code: 'space',
    nameDE: 'Multidimensionsraum',
    nameEN: 'Multidimensional Space',
    descriptionDE: 'Der Ring des Multidimensionsraums',
    descriptionEN: 'The ring of the multidimensional space',
    imageUrl: '',
  },
];
