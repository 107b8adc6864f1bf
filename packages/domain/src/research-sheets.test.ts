import { describe, expect, it } from 'vitest';
import { VETS, vetOfUser } from './research-sheets.ts';

describe('vetOfUser (issue 17: the vet preselected on a new research sheet)', () => {
  it('finds a titled user by surname among the Dr. entries', () => {
    expect(vetOfUser('Dr. An Peeters', VETS)).toBe('Dr. Peeters');
    expect(vetOfUser('dr wouters', VETS)).toBe('Dr. Wouters');
  });

  it('finds the same full name whatever the title', () => {
    const vets = ['Dr. An Peeters', 'Dr. Jan Peeters'];
    expect(vetOfUser('An Peeters', vets)).toBe('Dr. An Peeters');
    expect(vetOfUser('Dr. Jan  Peeters', vets)).toBe('Dr. Jan Peeters');
  });

  it('leaves the choice to the user when nobody or more than one fits', () => {
    // An assistant who shares a vet's surname is not that vet.
    expect(vetOfUser('Tom Janssens', VETS)).toBe('');
    expect(vetOfUser('Dr. Eva Maes', VETS)).toBe('');
    expect(vetOfUser('Dr. Peeters', ['Dr. An Peeters', 'Dr. Jan Peeters'])).toBe('');
    expect(vetOfUser('Dr. An Peeters', ['Dr. Peeters', 'Dr. Peeters'])).toBe('');
    expect(vetOfUser(null, VETS)).toBe('');
    expect(vetOfUser('  ', VETS)).toBe('');
  });
});
