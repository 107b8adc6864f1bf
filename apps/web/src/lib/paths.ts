/** Every route path of the app in one place (spec 01 §2, spec 02 §2). */
export const paths = {
  home: '/',
  callback: '/callback',
  silentRenew: '/silent-renew',
  customers: '/customer?type=particulier',
  /** A customer's page; the id 'undefined' opens the form for a new customer (spec 01 §2). */
  customer: (id: string) => `/customer/${id}`,
  icsi: '/icsi?onlyActive=true',
  /** The form of a new ICSI lot (spec 02 §2). */
  icsiCreate: '/icsi/create',
  /** An ICSI lot's form, its embryos below it. */
  icsiLot: (id: string) => `/icsi/${id}`,
  semen: '/semen',
  /** One stallion's semen lots ('Sperma loten'); the overview opens it with the empty lots hidden. */
  semenHorse: (horseId: string, hideEmpty = true) =>
    `/semen/${horseId}${hideEmpty ? '?hideEmpty=true' : ''}`,
  /** A semen lot's form; 'undefined' for a new one, whose stallion `horse` prefills (spec 02 §2). */
  semenLot: (id: string, horse?: string) =>
    `/semen/create/${id}${horse ? `?${new URLSearchParams({ horse }).toString()}` : ''}`,
  /** The delivery report of lots exported from a stallion's stock (spec 02 §2): lot=a&lot=b. */
  semenDeliveryReport: (horseId: string, lotIds: readonly string[]) => {
    const query = new URLSearchParams(lotIds.map((id) => ['lot', id])).toString();
    return `/semen/${horseId}/delivery-report${query ? `?${query}` : ''}`;
  },
  /** The delivery report of embryos exported from an ICSI lot (spec 02 §2): embryo=a&embryo=b. */
  icsiDeliveryReport: (lotId: string, embryoIds: readonly string[]) => {
    const query = new URLSearchParams(embryoIds.map((id) => ['embryo', id])).toString();
    return `/icsi/${lotId}/delivery-report${query ? `?${query}` : ''}`;
  },
  stockCosts: '/fertility/stock-costs',
  stock: '/stock',
  /** A product's stock page (tabs details, 'Loten', 'Mods'). */
  stockProduct: (productId: string) => `/stock/${productId}`,
  cases: '/cases?status=Factureerbaar&status=Open&hideSurrogate=true',
  /** A case's page; `tab` is general, certificates, new, overview or a research sheet's id. */
  case: (id: string, tab?: string) => `/case/${id}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  horses: '/horse?aliveOnly=true',
  /** A horse's page; 'create' for a new horse. */
  horse: (id: string) => `/horse/${id}`,
  reports: {
    availableLocations: '/report/available-locations',
    location: '/report/location?type=Merrie&surrogate=true&aliveOnly=true',
    deathHorses: '/report/death-horses?death=true',
    semenStock: '/report/semen-stock',
    icsiStock: '/report/icsi-stock',
    deliveredProducts: '/report/delivered-products?type=Aankoop',
    outgoingProducts: '/report/outgoing-products?out=true',
    appliedMedication: '/report/applied-medication?type=Toediening',
    yearlyReport: '/yearlyReport',
    livestock: '/livestock',
    coveredMares: '/covered-mares',
    transactionsPerStallionOwner: '/transactions-per-stallion-owner',
  },
  settings: {
    locations: '/settings/location',
    containers: '/settings/nitrogen-container',
    researchSheets: '/settings/research-sheets',
    products: '/settings/products',
    /** A product's form; 'undefined' for a new one (spec 02). */
    product: (id: string) => `/settings/product/${id}`,
    protocols: '/settings/protocols',
    /** A protocol's form; 'undefined' for a new one. */
    protocol: (id: string) => `/settings/protocol/${id}`,
    labos: '/settings/labos',
    /** A lab test's form; 'undefined' for a new one. */
    labo: (id: string) => `/settings/labo/${id}`,
    pension: '/settings/pension',
    /** A pension type's form; 'undefined' for a new one (spec 02). */
    pensionType: (id: string) => `/settings/pension/${id}`,
    uploadSemenStock: '/settings/uploadSemenStock',
  },
} as const;

/** The path part of a route with default query ('/cases?status=Open' → '/cases'). */
export function pathnameOf(path: string): string {
  return path.split('?')[0] ?? path;
}
