import { describe, expect, it } from 'vitest';
import { tabQuery, visibleTabs } from './tabs.ts';

const labels = (ctx: Parameters<typeof visibleTabs>[0]) => visibleTabs(ctx).map((t) => t.label);

describe('horse detail tabs', () => {
  it('shows lab results only when saved, embryos for surrogates and semen for stud horses', () => {
    expect(labels({ saved: true, surrogate: true, stud: false })).toEqual([
      'Algemene gegevens',
      'Labo-resultaten',
      'Paspoort',
      "Embryo's",
      'Verblijven',
      'Transacties',
      'Onderzoeksfiches',
    ]);
    expect(labels({ saved: true, surrogate: false, stud: true })).toContain('Sperma');
    expect(labels({ saved: true, surrogate: false, stud: true })).not.toContain("Embryo's");
    const unsaved = visibleTabs({ saved: false, surrogate: false, stud: false });
    expect(unsaved.map((t) => t.label)).not.toContain('Labo-resultaten');
    expect(unsaved.filter((t) => !t.disabled).map((t) => t.tab)).toEqual(['general']);
  });

  it('switching tab sets inactive=true for surrogates and hideEmpty=true for stud horses', () => {
    const surrogate = tabQuery(new URLSearchParams('tab=general'), 'embryos', {
      saved: true,
      surrogate: true,
      stud: false,
      type: 'Merrie',
    });
    expect(surrogate.toString()).toBe('tab=embryos&type=Merrie&surrogate=true&inactive=true');
    const stud = tabQuery(new URLSearchParams(), 'semen', {
      saved: true,
      surrogate: false,
      stud: true,
      type: 'Hengst',
    });
    expect(stud.toString()).toBe('tab=semen&type=Hengst&stud=true&hideEmpty=true');
  });
});
