import type { MRT_ColumnDef } from 'material-react-table';
import type { Customer } from '@stalboek/domain';

/** The phone to call: the mobile number, else the fixed one. */
export function phoneOf(c: Pick<Customer, 'telephone_mobile' | 'telephone_fixed'>): string {
  return c.telephone_mobile ?? c.telephone_fixed ?? '';
}

/** '3440 Zoutleeuw'. */
export function placeOf(c: Pick<Customer, 'zip' | 'city'>): string {
  return [c.zip, c.city].filter(Boolean).join(' ');
}

const email: MRT_ColumnDef<Customer> = {
  id: 'email',
  header: 'E-mail',
  accessorFn: (c) => c.email ?? '',
};
const phone: MRT_ColumnDef<Customer> = { id: 'telephone', header: 'Telefoon', accessorFn: phoneOf };
// Sorting on 'city' is what the API offers for this column.
const place: MRT_ColumnDef<Customer> = { id: 'city', header: 'Gemeente', accessorFn: placeOf };

/** Columns of the 'Particulieren' tab; the ids are the API's sortBy names. */
export const personColumns: MRT_ColumnDef<Customer>[] = [
  { id: 'first_name', header: 'Voornaam', accessorFn: (c) => c.first_name ?? '' },
  { id: 'last_name', header: 'Achternaam', accessorFn: (c) => c.last_name ?? '' },
  email,
  phone,
  place,
  { id: 'language', header: 'Taal', accessorKey: 'language' },
];

/** Columns of the 'Bedrijven' tab. */
export const companyColumns: MRT_ColumnDef<Customer>[] = [
  { id: 'company', header: 'Bedrijf', accessorFn: (c) => c.company ?? '' },
  { id: 'tva', header: 'BTW', accessorFn: (c) => c.tva ?? '' },
  email,
  phone,
  place,
  { id: 'language', header: 'Taal', accessorKey: 'language' },
];
