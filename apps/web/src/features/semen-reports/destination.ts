import { useState } from 'react';
import type { Customer } from '@stalboek/domain';
import type { Ref } from '../../lib/refs.ts';
import { useCustomer } from './api/useReportRefs.ts';
import { countryName } from './deliveryText.ts';
import type { ReportLanguage } from './deliveryText.ts';

/** Section B of the delivery report: where the straws go, as printed. */
export type Address = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
};
export type AddressField = keyof Address;

const EMPTY: Address = { name: '', address: '', postalCode: '', city: '', country: '' };

/** A customer's name and address, its country named in the report's language. */
export function customerAddress(c: Customer, language: ReportLanguage): Address {
  return {
    name: c.displayName,
    address: c.addressLine,
    postalCode: c.zip ?? '',
    city: c.city ?? '',
    country: c.country ? countryName(c.country, language) : '',
  };
}

/**
 * The destination: a customer (the last Export's by default) whose address fills section B, and
 * what the user typed over it. Choosing another customer starts again from that one's address.
 */
export function useDestination(initial: Ref | null, language: ReportLanguage) {
  const [customer, setCustomer] = useState<Ref | null>(initial);
  const [edits, setEdits] = useState<Partial<Address>>({});
  const detail = useCustomer(customer?._id ?? null);
  const base = detail.data
    ? customerAddress(detail.data, language)
    : { ...EMPTY, name: customer?.name ?? '' };
  return {
    customer,
    address: { ...base, ...edits },
    choose: (next: Ref | null) => {
      setCustomer(next);
      setEdits({});
    },
    edit: (field: AddressField, value: string) => setEdits((e) => ({ ...e, [field]: value })),
  };
}
export type Destination = ReturnType<typeof useDestination>;
