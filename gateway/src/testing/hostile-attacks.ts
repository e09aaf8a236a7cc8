import type { Attack, Expected } from './hostile-input';

// The values the hostile-input test sends (`hostile-input.ts` makes the requests).

const attack = (label: string, value: unknown, expect?: Expected): Attack => ({ label, value, expect });

export const LONG_TEXT = 'x'.repeat(10_000);

/** Text no field may hold. */
export const badText = [
  attack('NUL', '\u0000'),
  attack('NUL inside', 'a\u0000b'),
  attack('lone high surrogate', '\ud800'),
  attack('lone low surrogate', 'a\udfffb'),
  attack('escape sequence', '\u001b[2J'),
  attack('line separator', 'a\u2028b'),
  attack('10,000 characters', LONG_TEXT),
];
export const wrongTypes = [
  attack('number', 42),
  attack('boolean', true),
  attack('null', null),
  attack('operator object', { $gt: '' }),
  attack('array', ['a']),
  attack('nested', [{ a: [{ b: 'c' }] }]),
];
/** Refused in one-line fields only. */
export const crlf = attack('CR LF', 'a\r\nb');

/** The values each kind of body field is sent besides `badText` and `wrongTypes`. */
export const attacks = {
  /** A field that takes numbers (ids, counts, minutes). */
  number: [
    attack('digits as text', '1'),
    attack('fraction', 1.5),
    attack('zero', 0),
    attack('negative', -1),
    attack('huge', 1e300),
  ],
  boolean: [attack('as text', 'true')],
  /** A new password. */
  password: [attack('six spaces', '      ')],
  /** Image addresses no image field takes: only https:// and this site's paths load (issue 26). */
  imageAddress: [
    attack('javascript URL', 'javascript:alert(1)'),
    attack('protocol-relative URL', '//evil.example/x.png'),
    attack('protocol-relative URL after spaces', '  //evil.example/x.png'),
    attack('backslash path', '/\\evil.example/x.png'),
    attack('plain http URL', 'http://evil.example/x.png'),
    attack('https without slashes', 'https:evil.example/x.png'),
    attack('data URL', 'data:image/png;base64,iVBORw0KGgo='),
    attack('an API path', '/api/user/export'),
  ],
  /** A list of one-line texts, at most `max` of them. */
  list: (max?: number) => [
    attack('NUL in an item', ['\u0000']),
    attack('CR LF in an item', ['a\r\nb']),
    attack('a long item', [LONG_TEXT]),
    ...(max === undefined
      ? []
      : [
          attack(
            `${max + 1} items`,
            Array.from({ length: max + 1 }, (_, i) => `t${i}`),
          ),
        ]),
  ],
};

/**
 * Attacks that some fields rightly take (a nullable field takes null, a list a list, an order 0, a
 * legal text 10,000 characters): sent only where the field's schema refuses them. Every other attack
 * is sent whatever the schema says.
 */
export const sometimesValid = new Set([
  'number',
  'boolean',
  'null',
  'array',
  'zero',
  'digits as text',
  '10,000 characters',
  'a long item',
]);

/** Whole bodies no JSON route may act on. */
export const badBodies: Array<{ label: string; raw: string; contentType?: string; expect: number }> = [
  // JSON null is no empty body: it is refused like any other body that is not an object.
  { label: 'null', raw: 'null', expect: 400 },
  { label: 'a string', raw: '"text"', expect: 400 },
  { label: 'a number', raw: '42', expect: 400 },
  { label: 'an array', raw: '[{}]', expect: 400 },
  { label: 'broken JSON', raw: '{"a":', expect: 400 },
  { label: '3,000 nested arrays', raw: `${'['.repeat(3000)}${']'.repeat(3000)}`, expect: 400 },
  { label: '3,000 nested objects', raw: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, expect: 400 },
  { label: 'text/plain', raw: '{}', contentType: 'text/plain', expect: 415 },
  { label: 'a form', raw: 'a=b', contentType: 'application/x-www-form-urlencoded', expect: 415 },
];

/** Query values (as written in the URL) that no query parameter of the kind may accept. */
export const queryAttacks = {
  /** Every parameter (1,000 characters only where the schema allows fewer). */
  text: ['%00', 'a%00b', '%0D%0A', '%E2%80%A8', 'x'.repeat(1000), LONG_TEXT],
  /** Ids, pages, sizes and choices: only plain values pass (`0`, `` and `abc` where the schema refuses them). */
  plain: ['%00', '%201', '1.0', '0x1', '1e0', '%2B1', '01', '0', '-1', '', 'abc', '9'.repeat(16), LONG_TEXT],
};
/** Plain values some parameters rightly take (minutes may be 0). */
export const sometimesValidInQuery = new Set(['0', '', 'abc']);
/** A value that makes the address longer than any route reads (4096 characters): 414. */
export const queryAnswer = (raw: string): Expected => (raw === LONG_TEXT ? 414 : 400);
/** Never acted on, whatever the parameter: undecodable bytes and a parameter given twice. */
export const anyQueryAttacks = ['%FF', '%ED%A0%80', '%C0%80'];

/** A numeric id `n` written so that `Number()` reads it as `n` or close, or not at all. */
export function oddIds(n: number): Array<{ path: string; expect: Expected }> {
  const notFound = [
    `%20${n}`,
    `${n}%20`,
    `${n}.0`,
    `0x${n.toString(16)}`,
    `${n}e0`,
    `+${n}`,
    `%2B${n}`,
    `0${n}`,
    `-${n}`,
    `${n}%00`,
    `${n}%0A`,
    `${n}%E2%80%A8`,
    '%00',
    '9'.repeat(16),
    'abc',
  ].map((path) => ({ path, expect: 404 as Expected }));
  return [
    ...notFound,
    ...undecodable.map((path) => ({ path, expect: 400 })),
    { path: LONG_TEXT, expect: 414 },
  ];
}
const undecodable = ['%FF', '%ED%A0%80', '%C0%80', '%'];

/**
 * A code with text around or inside it that no code holds. `typed`: where spaces and dashes are
 * part of typing a code (redeem), and the answer to a wrong code is `typedExpect`.
 */
export function oddCodes(code: string, typed?: Expected): Array<{ path: string; expect: Expected }> {
  const spacing = typed ? [] : [`%20${code}`, `${code}%20`, `${code}-`];
  return [
    ...[...spacing, `${code}%00`, `${code}%0A`, `${code}%0D%0A`, `${code}%09`, `${code}%E2%80%A8`, '%00'].map(
      (path) => ({ path, expect: typed ?? (404 as Expected) }),
    ),
    ...undecodable.map((path) => ({ path, expect: 400 })),
    { path: LONG_TEXT, expect: 414 },
  ];
}
