import type { ExportType } from '@stalboek/domain';

/** The languages the delivery report prints in (spec 02 §2: NL or ENG). */
export const REPORT_LANGUAGES = ['NL', 'ENG'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The labels every delivery report prints (semen or embryos): all but section C's columns. */
export type DeliverySheetText = {
  title: string;
  centre: string;
  destination: string;
  /** Section C's title: what was delivered. */
  lots: string;
  name: string;
  address: string;
  country: string;
  approvalNumber: string;
  vatNumber: string;
  phone: string;
  mail: string;
  website: string;
  shippingDate: string;
  /** The declaration that cites the Animal Breeding Regulation. */
  statement: (centre: string, approvalNumber: string) => string;
  stampTitle: string;
  signature: string;
  /** Region names (Intl.DisplayNames) in this language. */
  locale: string;
};

/** Every label of the printed semen delivery report, in each of its languages. */
export type DeliveryText = DeliverySheetText & {
  lotNumber: string;
  stallion: string;
  productionDate: string;
  exportType: string;
  straws: string;
  total: string;
  exportTypes: Record<ExportType, string>;
};

export const DELIVERY_TEXT: Record<ReportLanguage, DeliveryText> = {
  NL: {
    title: 'Leveringsrapport diepvriessperma',
    centre: 'A. Spermacentrum',
    destination: 'B. Bestemming',
    lots: 'C. Geleverde loten',
    name: 'Naam',
    address: 'Adres',
    country: 'Land',
    approvalNumber: 'Erkenningsnummer',
    vatNumber: 'Btw-nummer',
    phone: 'Telefoon',
    mail: 'E-mail',
    website: 'Website',
    lotNumber: 'Lotnummer',
    stallion: 'Hengst',
    productionDate: 'Productie-/importdatum',
    exportType: 'Export type',
    straws: 'Aantal rietjes',
    total: 'Totaal',
    shippingDate: 'Verzenddatum',
    statement: (centre, approvalNumber) =>
      `Ondergetekende, dierenarts van ${centre} (erkenningsnummer ${approvalNumber}), verklaart ` +
      'dat het hierboven vermelde sperma gewonnen, behandeld en bewaard werd volgens Verordening ' +
      '(EU) 2016/1012 van het Europees Parlement en de Raad van 8 juni 2016 (Verordening ' +
      'dierfokkerij) en dat de gegevens op dit rapport juist zijn.',
    stampTitle: 'Stempel van de dierenarts',
    signature: 'Handtekening',
    exportTypes: { national: 'Nationaal', EU: 'EU', worldwide: 'Wereldwijd' },
    locale: 'nl',
  },
  ENG: {
    title: 'Delivery report frozen semen',
    centre: 'A. Semen centre',
    destination: 'B. Destination',
    lots: 'C. Lots delivered',
    name: 'Name',
    address: 'Address',
    country: 'Country',
    approvalNumber: 'Approval number',
    vatNumber: 'VAT number',
    phone: 'Phone',
    mail: 'E-mail',
    website: 'Website',
    lotNumber: 'Lot number',
    stallion: 'Stallion',
    productionDate: 'Production/import date',
    exportType: 'Export type',
    straws: 'Number of straws',
    total: 'Total',
    shippingDate: 'Shipping date',
    statement: (centre, approvalNumber) =>
      `The undersigned, veterinarian of ${centre} (approval number ${approvalNumber}), declares ` +
      'that the semen listed above was collected, processed and stored in accordance with ' +
      'Regulation (EU) 2016/1012 of the European Parliament and of the Council of 8 June 2016 ' +
      '(Animal Breeding Regulation) and that the details on this report are correct.',
    stampTitle: "Veterinarian's stamp",
    signature: 'Signature',
    exportTypes: { national: 'National', EU: 'EU', worldwide: 'Worldwide' },
    locale: 'en',
  },
};

/** A country code ('BE') as the report's language names it ('België', 'Belgium'). */
export function countryName(code: string, language: ReportLanguage): string {
  try {
    return (
      new Intl.DisplayNames([DELIVERY_TEXT[language].locale], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code; // not a region code Intl knows
  }
}
