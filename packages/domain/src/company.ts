/**
 * The clinic's own details, fixed on every printed report: spec 02 §3 'Company info' (name,
 * address, postalCode, city, country, website, vatNumber, phone, mail) and §6, the two fixed
 * veterinary signatories and the centre's two approval numbers.
 */
export type CompanyInfo = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code, as a customer's country: each printout names it in its own language. */
  country: string;
  website: string;
  vatNumber: string;
  phone: string;
  mail: string;
};

export const COMPANY: CompanyInfo = {
  name: 'Equine Fertility Centre',
  address: 'Dormaalstraat 112',
  postalCode: '3440',
  city: 'Zoutleeuw',
  country: 'BE',
  website: 'www.equinefertilitycentre.be',
  vatNumber: 'BE 0456.789.123',
  phone: '+32 11 78 45 60',
  mail: 'info@equinefertilitycentre.be',
};

/** The two vets who sign the centre's printouts (spec 02 §6: two fixed names). */
export const SIGNATORIES = ['Dr. An Peeters', 'Dr. Tom Janssens'] as const;
export type Signatory = (typeof SIGNATORIES)[number];

/** The centre's approval numbers as a semen collection and storage centre (spec 02 §6). */
export const APPROVAL_NUMBERS = ['BN 96/05', 'BN 00/02'] as const;
export type ApprovalNumber = (typeof APPROVAL_NUMBERS)[number];
