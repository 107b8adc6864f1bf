import { describe, expect, it } from 'vitest';
import { lot, owner } from '../test/fixtures.ts';
import { activeLotsCsv, freeSpaceCsv } from './csv.ts';

describe('the semen CSVs', () => {
  it("'actieve loten': one row per lot; a cell starting with = + - @ is defused", () => {
    const csv = activeLotsCsv([lot(1, { lotNumber: '=1+1', color: '@rood' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Lot;Hengst;Eigenaar;Type;Productiedatum;Importdatum;Export type;Vat;Koker;Positie;Kleur;Initiële voorraad;Huidige voorraad',
    );
    expect(row).toBe(
      `'=1+1;Cassini;${owner.name};Productie;01/03/2025;;EU;Vat 1;2;Boven;'@rood;10;8`,
    );
  });

  it("'Vrije plaatsen CSV': per container its tubes and free places", () => {
    const csv = freeSpaceCsv([
      { _id: lot(1)._id, container_name: '-Vat', tubes: 10, remaining_space: 180 },
    ]);
    expect(csv.split('\r\n')).toEqual(['Vat;Aantal kokers;Vrije plaatsen', "'-Vat;10;180"]);
  });
});
