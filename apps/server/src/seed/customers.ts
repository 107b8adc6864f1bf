import type { Tx } from '../db/client.ts';
import { accounts, contacts, customers } from '../db/schema/index.ts';

type Person = [
  first: string,
  last: string,
  city: string,
  zip: string,
  street: string,
  lang: 'NL' | 'FR' | 'EN',
];
const persons: Person[] = [
  ['Jan', 'Janssens', 'Zoutleeuw', '3440', 'Grote Markt 4', 'NL'],
  ['An', 'Peeters', 'Landen', '3400', 'Stationsstraat 12', 'NL'],
  ['Luc', 'Maes', 'Sint-Truiden', '3800', 'Luikersteenweg 210', 'NL'],
  ['Els', 'Jacobs', 'Tienen', '3300', 'Leuvenselaan 55', 'NL'],
  ['Koen', 'Mertens', 'Hasselt', '3500', 'Kempische Steenweg 8', 'NL'],
  ['Sofie', 'Willems', 'Leuven', '3000', 'Naamsestraat 101', 'NL'],
  ['Hélène', 'Lefèvre', 'Namur', '5000', 'Rue de Fer 23', 'FR'],
  ['Frédéric', 'Dubois', 'Liège', '4000', 'Boulevard de la Sauvenière 7', 'FR'],
  ['Chloé', 'Lambert', 'Hannut', '4280', 'Rue de Landen 15', 'FR'],
  ['Wim', 'Claes', 'Diest', '3290', 'Schaffensestraat 33', 'NL'],
  ['Griet', 'Goossens', 'Aarschot', '3200', 'Leuvensesteenweg 44', 'NL'],
  ['Pieter', 'Wouters', 'Genk', '3600', 'Hasseltweg 120', 'NL'],
  ['Marie', 'De Smet', 'Gent', '9000', 'Korenmarkt 2', 'NL'],
  ['Thomas', 'Van den Broeck', 'Mechelen', '2800', 'Bruul 19', 'NL'],
  ['Julie', 'Vermeulen', 'Brugge', '8000', 'Steenstraat 61', 'NL'],
  ['Emma', 'Hermans', 'Borgloon', '3840', 'Tongersesteenweg 5', 'NL'],
  ['Noah', 'Michiels', 'Geetbets', '3450', 'Dorpsstraat 27', 'NL'],
  ['Zoë', 'Desmet', 'Wavre', '1300', 'Place Bosch 9', 'FR'],
  ['Sarah', 'Thompson', 'Maastricht', '6211', 'Vrijthof 12', 'EN'],
  ['Jef', 'Vandenberghe', 'Linter', '3350', 'Kapelstraat 3', 'NL'],
];

type Company = [
  name: string,
  vat: string,
  city: string,
  zip: string,
  street: string,
  contact: [string, string, string],
];
const companies: Company[] = [
  [
    'Stoeterij De Kapel BV',
    'BE0471650622',
    'Zoutleeuw',
    '3440',
    'Kapelweg 1',
    ['Lien', 'Claes', 'Eigenaar bedrijf'],
  ],
  [
    'Stal Hoefslag NV',
    'BE0199512766',
    'Halle-Booienhoven',
    '3440',
    'Hoefslagstraat 8',
    ['Bert', 'Hendrickx', 'Verantwoordelijke fokkerij'],
  ],
  [
    'Haras de la Hesbaye SRL',
    'BE0326541491',
    'Waremme',
    '4300',
    'Chaussée Romaine 40',
    ['Camille', 'Renard', 'Eigenaar bedrijf'],
  ],
  [
    'Paardentransport Vos BV',
    'BE0153120141',
    'Sint-Truiden',
    '3800',
    'Industrieweg 17',
    ['Dirk', 'Vos', 'Transporteur'],
  ],
  [
    'Fokkerij Zonneweelde VOF',
    'BE0746043430',
    'Tienen',
    '3300',
    'Zonneweeldestraat 4',
    ['Ilse', 'Smets', 'Boekhouder'],
  ],
  [
    'Equine Sport Limburg BV',
    'BE0124050528',
    'Bree',
    '3960',
    'Peerderbaan 88',
    ['Tom', 'Geerts', 'Verantwoordelijke fokkerij'],
  ],
  [
    'Manège Les Étangs ASBL',
    'BE0260763912',
    'Jodoigne',
    '1370',
    'Rue des Étangs 2',
    ['Aurélie', 'Martin', 'Eigenaar bedrijf'],
  ],
  [
    'Stoeterij Het Hazeveld BV',
    'BE0188893444',
    'Kortenaken',
    '3470',
    'Hazeveld 6',
    ['Karel', 'Bosmans', 'Boekhouder'],
  ],
  [
    'Dressage Stables Brabant NV',
    'BE0649530410',
    'Overijse',
    '3090',
    'Brusselsesteenweg 300',
    ['Nele', 'Aerts', 'Eigenaar bedrijf'],
  ],
  [
    'Haflinger Fokkerij Dormaal',
    'BE0127896280',
    'Dormaal',
    '3440',
    'Dormaalstraat 14',
    ['Stijn', 'Coppens', 'Verantwoordelijke fokkerij'],
  ],
];

/** Belgian private customers, companies with contacts, and ledger accounts. */
export async function seedCustomers(tx: Tx): Promise<void> {
  await tx.insert(accounts).values([
    { number: '700000', name: 'Verkopen diensten' },
    { number: '700100', name: 'Verkopen producten' },
    { number: '701000', name: 'Pension' },
    { number: '702000', name: 'Fertiliteit' },
    { number: '707102', name: 'Labo-onderzoeken' },
    { number: '707103', name: 'Labo-onderzoeken extern' },
    { number: '708000', name: 'Stockage sperma en embryo’s' },
  ]);
  await tx.insert(customers).values(
    persons.map(([first, last, city, zip, street, lang], i) => ({
      type: 'particulier' as const,
      firstName: first,
      lastName: last,
      language: lang,
      email:
        `${first}.${last}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.]/g, '') + '@example.be',
      telephoneMobile: `+32 47${i % 10} ${String(100000 + i * 7919).slice(0, 2)} ${String(10 + i).padStart(2, '0')} ${String(30 + i).padStart(2, '0')}`,
      addressLine: street,
      zip,
      city,
      country: city === 'Maastricht' ? 'NL' : 'BE',
      vatLiability: 'private_person',
    })),
  );
  const firms = await tx
    .insert(customers)
    .values(
      companies.map(([name, vat, city, zip, street]) => ({
        type: 'bedrijf' as const,
        company: name,
        tva: vat,
        vatLiability: 'vat_liable',
        language: /SRL|ASBL|Haras|Manège/.test(name) ? ('FR' as const) : ('NL' as const),
        email: `info@${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')
          .slice(0, 14)}.be`,
        telephoneFixed: '+32 11 78 00 00',
        addressLine: street,
        zip,
        city,
        country: 'BE',
      })),
    )
    .returning();
  await tx.insert(contacts).values(
    firms.map((f, i) => {
      const [first, last, role] = companies[i]![5];
      return {
        customerId: f.id,
        firstName: first,
        lastName: last,
        role,
        telephone: '+32 478 00 00 00',
      };
    }),
  );
}
