import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';

export const horses = pgTable(
  'horse',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Hengst', 'Merrie'] }).notNull(),
    breed: text('breed'),
    studbook: text('studbook'),
    dateOfBirth: timestamp('date_of_birth', { withTimezone: true }),
    ueln: text('ueln'),
    microchip: text('microchip'),
    stallionOwnerId: uuid('stallion_owner_id').references(() => customers.id, {
      onDelete: 'restrict',
    }),
    studFee: numeric('stud_fee', { precision: 12, scale: 2, mode: 'number' }),
    death: boolean('death').notNull().default(false),
    dateOfDeath: timestamp('date_of_death', { withTimezone: true }),
    surrogate: boolean('surrogate').notNull().default(false),
    surrogateUid: text('surrogate_uid'),
    coatColor: text('coat_color'),
    father: text('father'),
    mother: text('mother'),
    grandfather: text('grandfather'),
    studHorse: boolean('stud_horse').notNull().default(false),
    wffsFree: boolean('wffs_free').notNull().default(false),
    keepForFoodChain: boolean('keep_for_food_chain').notNull().default(false),
    donorMareId: uuid('donor_mare_id').references((): AnyPgColumn => horses.id, {
      onDelete: 'set null',
    }),
    embryoImplanted: timestamp('embryo_implanted', { withTimezone: true }),
    /** A mare's ovary tags, saved with her research sheets: {leftOvary: {tags}, rightOvary: {tags}}. */
    ovaryTags: jsonb('ovary_tags')
      .notNull()
      .default(sql`'{"leftOvary":{"tags":[]},"rightOvary":{"tags":[]}}'::jsonb`),
    /** A mare's cysts per examination: {date-timestamp: [{id, size, position}]}. */
    cysts: jsonb('cysts').notNull().default({}),
    passportFileId: uuid('passport_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The location of the running lodging (kept by the lodgings service; counted by a trigger). */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    /** 'stable label' of the current location in natural order, kept by triggers (migration 0009). */
    locationSort: text('location_sort'),
    /** Lower-cased 'prefix-name' of the current location, kept by triggers (location prefix filter). */
    locationSearch: text('location_search'),
    /** The current location's stable and 'prefix-name' label, as shown; kept by triggers. */
    locationStable: text('location_stable'),
    locationLabel: text('location_label'),
    ownerId: uuid('owner_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The owner's sort name (company for a company, else last name), kept by triggers. */
    ownerSort: text('owner_sort'),
    // The names the horse list shows of what the horse refers to, kept by triggers (migration
    // 0031), so a page is read from the horse rows alone: the owner's and stallion owner's display
    // name, the donor mare's name and the passport's file name.
    ownerName: text('owner_name'),
    stallionOwnerName: text('stallion_owner_name'),
    donorMareName: text('donor_mare_name'),
    passportFilename: text('passport_filename'),
    /** Lower-cased, accent-free name for search (f_unaccent, migration 0003). */
    searchText: text('search_text').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('horse_location_idx').on(t.locationId),
    index('horse_owner_idx').on(t.ownerId, t.name),
    // A customer's horses sorted by createdAt (GET /api/customer/{id}/horse).
    index('horse_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('horse_stallion_owner_idx').on(t.stallionOwnerId),
    index('horse_donor_mare_idx').on(t.donorMareId),
    index('horse_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // List filters and sorts (spec 01 Horse list): the common variants have their own index.
    index('horse_name_idx').on(t.name, t.id),
    index('horse_alive_name_idx')
      .on(t.name, t.id)
      .where(sql`not ${t.death}`),
    index('horse_type_name_idx').on(t.type, t.name, t.id),
    index('horse_type_idx').on(t.type, t.id),
    // Type one way, name the other (the tiebreak follows the name): forward or backward.
    index('horse_type_name_mixed_idx').on(
      t.type,
      t.name.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('horse_surrogate_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.surrogate}`),
    index('horse_stud_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.studHorse}`),
    // The pattern indexes serve 'starts with' filters; ORDER BY needs the plain btree beside them.
    index('horse_microchip_idx').on(t.microchip.op('text_pattern_ops')),
    index('horse_microchip_sort_idx').on(t.microchip, t.id),
    index('horse_surrogate_uid_idx').on(t.surrogateUid.op('text_pattern_ops')),
    index('horse_surrogate_uid_sort_idx').on(t.surrogateUid, t.id),
    // The global search finds a horse by what a reader or a passport shows (issue 17): its
    // microchip, UELN or brand number, whatever its letter case, exact or by its start.
    index('horse_microchip_upper_idx').on(sql`upper(${t.microchip}) text_pattern_ops`),
    index('horse_ueln_upper_idx').on(sql`upper(${t.ueln}) text_pattern_ops`),
    index('horse_surrogate_uid_upper_idx').on(sql`upper(${t.surrogateUid}) text_pattern_ops`),
    index('horse_surrogate_uid_surrogates_idx')
      .on(t.surrogateUid, t.id)
      .where(sql`${t.surrogate}`),
    index('horse_owner_sort_idx').on(t.ownerSort, t.id),
    index('horse_location_search_idx').on(t.locationSearch.op('text_pattern_ops')),
    index('horse_dob_idx').on(t.dateOfBirth, t.id),
    // 'Groepeer per locatie', the location report and the research-sheet list sort on this.
    index('horse_location_sort_idx').on(t.locationSort, t.name, t.id),
    index('horse_surrogate_location_idx')
      .on(t.locationSort, t.name, t.id)
      .where(sql`${t.surrogate} and not ${t.death}`),
    index('horse_implanted_idx').on(t.embryoImplanted, t.id),
    index('horse_created_idx').on(t.createdAt, t.id),
  ],
);
