import type { Horse, HorseDetail, Location, Lodging, Pension } from '@stalboek/domain';

/** Test data of the horses module, shaped as the API answers. */
export const ids = {
  bella: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
  cato: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c02',
  donor: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c03',
  owner: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c04',
  a1: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c11',
  a2: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c12',
  a3: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c13',
  weide: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c14',
  lodging: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c21',
  pension: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c31',
  account: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c41',
};

const at = '2026-01-01T10:00:00.000Z';

export function horse(over: Partial<Horse> = {}): Horse {
  return {
    _id: ids.bella,
    name: 'Bella',
    type: 'Merrie',
    breed: 'Warmbloed',
    studbook: 'BWP',
    date_of_birth: '2015-05-01T10:00:00.000Z',
    owner: { _id: ids.owner, name: 'Els Jacobs' },
    ueln: null,
    microchip: '981100004500000',
    stallionOwner: null,
    stud_fee: null,
    death: false,
    date_of_death: null,
    surrogate: true,
    surrogate_uid: 'DM-101',
    coat_color: null,
    father: null,
    mother: null,
    grandfather: null,
    stud_horse: false,
    WFFS_free: false,
    keep_for_food_chain: false,
    donor_mare: null,
    embryoImplanted: null,
    location: { _id: ids.a1, stable: 'Stal Zoutleeuw', label: 'A-1' },
    fullLocation: 'Stal Zoutleeuw A-1',
    passport: null,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

export function horseDetail(over: Partial<HorseDetail> = {}): HorseDetail {
  return {
    ...horse(over),
    lodgings: [],
    labResults: [],
    ovaryTags: { leftOvary: { tags: [] }, rightOvary: { tags: [] } },
    cysts: {},
    ...over,
  };
}

export function location(over: Partial<Location> & { _id: string; name: string }): Location {
  const places = over.places ?? 1;
  const horseCount = over.horseCount ?? 0;
  return {
    stable: 'Stal Zoutleeuw',
    prefix: 'A',
    places,
    horseCount,
    freePlaces: places - horseCount,
    fullStable: `Stal Zoutleeuw A-${over.name}`,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

/** A-1 (full, Bella's own), A-2 (full), A-3 (2 free places). */
export const zoutleeuw: Location[] = [
  location({ _id: ids.a1, name: '1', horseCount: 1 }),
  location({ _id: ids.a2, name: '2', horseCount: 1 }),
  location({ _id: ids.a3, name: '3', places: 2 }),
];

export function lodging(over: Partial<Lodging> = {}): Lodging {
  return {
    _id: ids.lodging,
    arrival: '2026-10-01T11:00:00.000Z',
    departure: null,
    location: ids.a1,
    locationLabel: 'A-1',
    stable: 'Stal Zoutleeuw',
    billable: true,
    status: 'invoiceable',
    pensionType: null,
    ...over,
  };
}

export const pension: Pension = {
  _id: ids.pension,
  name: 'Weide draagmoeder',
  translations: { en: 'Pasture recipient mare', fr: null },
  account: { _id: ids.account, number: '701000', name: 'Pension' },
  tax: 21,
  pricePerDay: 12.5,
  availableFor: ['Merrie'],
};

export const horseConfig = {
  stables: ['Stal Zoutleeuw', 'Stal Dormaal', 'Wei'],
  types: ['Hengst', 'Merrie'],
  studbook: ['BWP', 'SBS'],
  colors: ['Vos', 'Bruin'],
  breeds: ['Warmbloed', 'Trekpaard'],
};
