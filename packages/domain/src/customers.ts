import { z } from 'zod';
import countries from 'i18n-iso-countries';
import { msg } from './messages.ts';
import { optionalText, requiredText, uuid } from './fields.ts';
import { listQuery, repeated } from './list.ts';
import { normalizeVat, vatProblem } from './vat.ts';

export const CUSTOMER_TYPES = ['particulier', 'bedrijf'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const LANGUAGES = ['NL', 'FR', 'EN'] as const;

/** VAT liability as the invoicing service (Teamleader) knows it, with Dutch labels. */
export const VAT_LIABILITIES = {
  unknown: 'Onbekend',
  private_person: 'Particulier',
  vat_liable: 'Btw-plichtig in België',
  intra_community_eu: 'Intracommunautair btw-plichtig',
  outside_eu: 'Btw-plichtig buiten de EU',
  contractor: 'Medecontractant',
  exempted_from_vat: 'Vrijgesteld van btw',
} as const;
export type VatLiability = keyof typeof VAT_LIABILITIES;
const vatLiabilityKeys = Object.keys(VAT_LIABILITIES) as [VatLiability, ...VatLiability[]];

/** Contact roles of the clinic (DESIGN §6). */
export const CONTACT_ROLES = [
  'Eigenaar bedrijf',
  'Boekhouder',
  'Transporteur',
  'Verantwoordelijke fokkerij',
] as const;

/** 'Onbekend land': a country code that is not in the ISO 3166 list the config serves. */
export const UNKNOWN_COUNTRY = 'Onbekend land';
const COUNTRY_CODES = new Set(Object.keys(countries.getAlpha2Codes()));
/** A two-letter ISO 3166 code of the maintained list (i18n-iso-countries, as /api/config/countries). */
export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);

export const TELEPHONE_MAX = 16;
export const ZIP_MAX = 16;
export const CITY_MAX = 32;

const telephone = optionalText(TELEPHONE_MAX).refine(
  (v) => v === null || /^[+0-9 ()./-]+$/.test(v),
  {
    message: 'Ongeldig telefoonnummer (+32...)',
  },
);
const email = optionalText(64).refine((v) => v === null || z.email().safeParse(v).success, {
  message: 'Ongeldig e-mailadres',
});
const vatNumber = z
  .string()
  .trim()
  .max(32, msg.maxChars(32))
  .nullish()
  .transform((v) => (v ? normalizeVat(v) : null))
  .superRefine((v, ctx) => {
    const problem = v ? vatProblem(v) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The customer form and API body (spec 01 §5 Customer). */
export const customerFields = z
  .object({
    type: z.enum(CUSTOMER_TYPES),
    first_name: optionalText(64),
    last_name: optionalText(64),
    company: optionalText(64),
    tva: vatNumber,
    vat_liability: z
      .enum(vatLiabilityKeys)
      .nullish()
      .transform((v) => v ?? null),
    language: z.enum(LANGUAGES),
    email,
    telephone_mobile: telephone,
    telephone_fixed: telephone,
    addressLine: requiredText(128),
    zip: optionalText(ZIP_MAX),
    city: optionalText(CITY_MAX),
    country: z
      .string()
      .trim()
      .min(1, { message: msg.required, abort: true })
      // An ISO 3166 alpha-2 code; the bound also limits the input for the API contract.
      .max(2, { message: UNKNOWN_COUNTRY, abort: true })
      .refine(isCountryCode, { message: UNKNOWN_COUNTRY }),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'bedrijf' && !c.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: msg.required });
    }
  });
export type CustomerFields = z.input<typeof customerFields>;
export const customerBody = z.object({ customer: customerFields });

export const contactFields = z.object({
  first_name: requiredText(64),
  last_name: requiredText(64),
  telephone,
  email,
  role: z
    .enum(CONTACT_ROLES)
    .nullish()
    .transform((v) => v ?? null),
});
export type ContactFields = z.input<typeof contactFields>;
export const contactBody = z.object({ contact: contactFields });

export const contact = z.object({
  _id: uuid,
  first_name: z.string(),
  last_name: z.string(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
});
export type Contact = z.infer<typeof contact>;

export const customer = z.object({
  _id: uuid,
  type: z.enum(CUSTOMER_TYPES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company: z.string().nullable(),
  displayName: z.string(),
  tva: z.string().nullable(),
  vat_liability: z.enum(vatLiabilityKeys).nullable(),
  language: z.enum(LANGUAGES),
  email: z.string().nullable(),
  telephone_mobile: z.string().nullable(),
  telephone_fixed: z.string().nullable(),
  addressLine: z.string(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  teamleaderId: z
    .string()
    .nullable()
    .meta({ description: "Teamleader's own id of this customer: an external id, not one of ours" }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Customer = z.infer<typeof customer>;
export const customerDetail = customer.extend({ contacts: z.array(contact) });
export type CustomerDetail = z.infer<typeof customerDetail>;

export const CUSTOMER_SORT_FIELDS = [
  'last_name',
  'first_name',
  'company',
  'city',
  'createdAt',
] as const;
export const customerListQuery = listQuery(CUSTOMER_SORT_FIELDS).extend({
  type: z.enum(CUSTOMER_TYPES).optional(),
  first_name: z.string().trim().max(64).optional(),
  last_name: z.string().trim().max(64).optional(),
  company: z.string().trim().max(64).optional(),
});
export const customerListResult = z.object({
  customers: z.array(customer),
  total: z.number().int(),
});

export const customerSearchQuery = z.object({
  searchValue: z.string().trim().max(100).default(''),
  type: z.enum(CUSTOMER_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const customerHorsesQuery = listQuery(['name', 'createdAt'] as const).extend({
  types: repeated(z.enum(['Hengst', 'Merrie'])),
});

/**
 * Why a company with contacts cannot become a person (409, and the form's warning): only
 * companies have contacts, so they would be left where no screen shows them.
 */
export function companyKeepsContacts(contacts: number): string {
  const what = contacts === 1 ? '1 contactpersoon' : `${contacts} contactpersonen`;
  return `Dit bedrijf heeft nog ${what}: verwijder die eerst voor u er een particulier van maakt.`;
}

/** 'first last' for a person, the company otherwise, '-' when missing (spec 01 §3). */
export function customerDisplayName(c: {
  type: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
}): string {
  const name =
    c.type === 'bedrijf' ? c.company : [c.first_name, c.last_name].filter(Boolean).join(' ');
  return name?.trim() ? name.trim() : '-';
}
