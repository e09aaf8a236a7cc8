/** The documents every document store contract test starts from. */
export interface Person {
  id: number;
  name: string;
  age: number;
  city: string | null;
  tags?: string[];
}

export const people: Person[] = [
  { id: 1, name: 'Anna', age: 31, city: 'Berlin', tags: ['a', 'b'] },
  { id: 2, name: 'Bernd', age: 45, city: 'Hamburg', tags: ['b'] },
  { id: 3, name: 'Clara', age: 28, city: null },
  { id: 4, name: 'dieter_50%', age: 50, city: 'Berlin' },
  { id: 5, name: 'Eva', age: 31, city: 'München' },
];
