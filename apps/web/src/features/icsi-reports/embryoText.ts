import { DELIVERY_TEXT } from '../semen-reports/index.ts';
import type { DeliverySheetText, ReportLanguage } from '../semen-reports/index.ts';

/** Every label of the printed embryo delivery report: the shared ones and section C's. */
export type EmbryoDeliveryText = DeliverySheetText & {
  code: string;
  donorMare: string;
  donorStallion: string;
  exportDate: string;
  colour: string;
  count: string;
  /** The lot colours (Dutch in the database) as this language names them. */
  colours: Record<string, string>;
};

const REGULATION_NL =
  'Verordening (EU) 2016/1012 van het Europees Parlement en de Raad van 8 juni 2016 ' +
  '(Verordening dierfokkerij)';
const REGULATION_EN =
  'Regulation (EU) 2016/1012 of the European Parliament and of the Council of 8 June 2016 ' +
  '(Animal Breeding Regulation)';

/** The labels the semen report shares (name, address, stamp…); the rest is the embryos' own. */
export const EMBRYO_DELIVERY_TEXT: Record<ReportLanguage, EmbryoDeliveryText> = {
  NL: {
    ...DELIVERY_TEXT.NL,
    title: "Leveringsrapport ICSI-embryo's",
    centre: 'A. Embryoproductiecentrum',
    lots: "C. Geleverde embryo's",
    code: 'Embryo',
    donorMare: 'Donormerrie',
    donorStallion: 'Donorhengst',
    exportDate: 'Exportdatum',
    colour: 'Kleur',
    count: "Aantal embryo's",
    statement: (centre, approvalNumber) =>
      `Ondergetekende, dierenarts van ${centre} (erkenningsnummer ${approvalNumber}), verklaart ` +
      "dat de hierboven vermelde embryo's geproduceerd, behandeld en bewaard werden volgens " +
      `${REGULATION_NL} en dat de gegevens op dit rapport juist zijn.`,
    colours: {},
  },
  ENG: {
    ...DELIVERY_TEXT.ENG,
    title: 'Delivery report ICSI embryos',
    centre: 'A. Embryo production centre',
    lots: 'C. Embryos delivered',
    code: 'Embryo',
    donorMare: 'Donor mare',
    donorStallion: 'Donor stallion',
    exportDate: 'Export date',
    colour: 'Colour',
    count: 'Number of embryos',
    statement: (centre, approvalNumber) =>
      `The undersigned, veterinarian of ${centre} (approval number ${approvalNumber}), declares ` +
      'that the embryos listed above were produced, processed and stored in accordance with ' +
      `${REGULATION_EN} and that the details on this report are correct.`,
    colours: {
      Rood: 'Red',
      Blauw: 'Blue',
      Groen: 'Green',
      Geel: 'Yellow',
      Wit: 'White',
      Zwart: 'Black',
      Oranje: 'Orange',
      Paars: 'Purple',
      Roze: 'Pink',
      Grijs: 'Grey',
      Transparant: 'Transparent',
    },
  },
};

/** An embryo's colour in the report's language (as stored when the language has no name). */
export function colourName(colour: string | null, text: EmbryoDeliveryText): string {
  return colour ? (text.colours[colour] ?? colour) : '—';
}
