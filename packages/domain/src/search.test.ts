import { describe, expect, test } from 'vitest';
import { identifierTerm } from './search.ts';

describe('identifierTerm', () => {
  test.each([
    ['981100004512345', '981100004512345'],
    ['981 100 004 512 345', '981100004512345'],
    ['056002w00123456', '056002W00123456'],
    ['DM-101', 'DM-101'],
    ['dm - 101', 'DM-101'],
    ['12.345/6', '12.345/6'],
  ])('%s is looked up as %s', (term, compared) => {
    expect(identifierTerm(term)).toBe(compared);
  });

  test.each(['Bella', 'Apollo 13', 'ab', '98', 'jan%123', '12_345', "' or 1=1 --", 'Hélène 123'])(
    '%s is not an identifier',
    (term) => {
      expect(identifierTerm(term)).toBeUndefined();
    },
  );
});
