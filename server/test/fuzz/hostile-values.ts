import fc from 'fast-check';

const INT_EDGES = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 31), 1e308];

/** Text an attacker would try: control characters, huge, odd Unicode, markup, SQL. */
export const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J',
    '\ud800',
    '\udfff',
    '\u202e\u200b',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    ' ',
    '',
    '1e3',
    '0x10',
    '2147483648',
    '-1',
    '2026-02-30',
    '9999-12-31',
    '+254712345678',
    'someone@test.example',
    'a'.repeat(100_000),
  ),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...INT_EDGES),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased toward the ones that break type checks. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileNumber, hostileText), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);

/** A path id: a real one of the scene, or a hostile string. */
export const pathId = (realIds: number[]) =>
  fc.oneof(
    fc.constantFrom(...realIds.map(String)),
    fc.constantFrom('0', '-1', '2147483647', '2147483648', '9'.repeat(30), '1.5', '1e3', 'abc'),
    fc.constantFrom('%00', '%20', '%2e%2e', '1%00', 'null', 'undefined', 'Infinity'),
  );
