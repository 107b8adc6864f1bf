import {
  isConnectionLoss,
  isLockNotAvailable,
  isRetryableConflict,
  pgErrorOf,
} from '../db/pg-errors.ts';
import { CommitOutcomeUnknown } from '../db/transaction.ts';
import { AppError } from './errors.ts';

export const dbMessages = {
  unavailable: 'De databank is even niet bereikbaar: probeer het opnieuw.',
  commitUnknown:
    'De verbinding met de databank viel weg tijdens het opslaan: kijk na of uw wijziging bewaard werd voor u ze opnieuw doet.',
  concurrent: 'Deze gegevens werden tegelijk door iemand anders gewijzigd: probeer het opnieuw.',
};

/** Dutch messages for the constraints a user can run into; the database is the last guard. */
const constraintMessages: Record<string, string> = {
  location_unique_label_idx: 'Er bestaat al een locatie met deze naam in deze stal.',
  location_places_positive: 'Het aantal plaatsen moet groter zijn dan 0.',
  location_occupants_within_places: 'Deze locatie is volzet.',
  container_name_idx: 'Er bestaat al een stikstofvat met deze naam.',
  container_places_positive: 'Het aantal kokers moet groter zijn dan 0.',
  lodging_location_id_location_id_fk:
    'Deze locatie heeft verblijven in haar geschiedenis en kan niet verwijderd worden.',
  lodging_pension_type_id_pension_type_id_fk:
    'Dit pensiontype wordt door verblijven gebruikt en kan niet verwijderd worden.',
  pension_type_account_id_account_id_fk: 'Deze rekening wordt door pensiontypes gebruikt.',
  horse_owner_id_customer_id_fk: 'Deze klant is nog eigenaar van paarden.',
  horse_stallion_owner_id_customer_id_fk: 'Deze klant is nog hengsthouder van paarden.',
  product_cnk_idx: 'Er bestaat al een product met deze CNK.',
  lodging_departure_after_arrival: 'Vertrek mag niet voor aankomst liggen.',
  // Stock modifications are medicine records that must be kept (DESIGN §4): they hold on.
  stock_mod_horse_id_horse_id_fk:
    'Dit paard heeft toegediende medicatie in de stockhistoriek; die moet bewaard blijven.',
  stock_mod_customer_id_customer_id_fk:
    'Deze klant komt voor in de stockhistoriek (verkoop of toediening); die moet bewaard blijven.',
  stock_batch_remaining_not_negative: 'Onvoldoende stock in dit lot.',
  protocol_account_id_account_id_fk: 'Deze rekening wordt door protocollen gebruikt.',
  labo_account_id_account_id_fk: 'Deze rekening wordt door labo-onderzoeken gebruikt.',
  // Cases and research sheets are the clinic's medical record: what they name holds on.
  case_horse_id_horse_id_fk: 'Dit paard heeft cases en kan niet verwijderd worden.',
  case_extra_horse_id_horse_id_fk: 'Dit paard is dekhengst in cases en kan niet verwijderd worden.',
  case_customer_id_customer_id_fk: 'Deze klant heeft cases en kan niet verwijderd worden.',
  research_sheet_horse_id_horse_id_fk:
    'Dit paard heeft onderzoeksfiches en kan niet verwijderd worden.',
  research_sheet_customer_id_customer_id_fk:
    'Deze klant heeft onderzoeksfiches en kan niet verwijderd worden.',
  case_protocol_line_protocol_id_protocol_id_fk:
    'Dit protocol wordt in cases gebruikt en kan niet verwijderd worden.',
  case_labo_line_labo_id_labo_id_fk:
    'Dit labo-onderzoek wordt in cases gebruikt en kan niet verwijderd worden.',
  case_product_line_product_id_product_id_fk:
    'Dit product wordt in cases gebruikt en kan niet verwijderd worden.',
  case_boarding_line_pension_type_id_pension_type_id_fk:
    'Dit pensiontype wordt in cases gebruikt en kan niet verwijderd worden.',
  // Semen lots, their modifications and the ledger must be kept 3 years (Reg. (EU) 2016/429).
  semen_lot_stallion_id_horse_id_fk:
    'Dit paard heeft sperma loten; hun historiek moet bewaard blijven.',
  semen_lot_owner_id_customer_id_fk:
    'Deze klant is eigenaar van sperma loten; hun historiek moet bewaard blijven.',
  semen_lot_container_id_nitrogen_container_id_fk:
    'In dit stikstofvat zitten sperma loten; het kan niet verwijderd worden.',
  semen_modification_owner_id_customer_id_fk:
    'Deze klant komt voor in de historiek van sperma loten; die moet bewaard blijven.',
  semen_modification_stallion_id_horse_id_fk:
    'Dit paard komt voor in de historiek van sperma loten; die moet bewaard blijven.',
  semen_lot_inventory_not_negative: 'Onvoldoende rietjes in dit lot.',
  transaction_horse_id_horse_id_fk:
    'Dit paard heeft transacties van genetisch materiaal; die moeten bewaard blijven.',
  transaction_destination_horse_id_horse_id_fk:
    'Dit paard komt voor in transacties van genetisch materiaal; die moeten bewaard blijven.',
  transaction_customer_id_customer_id_fk:
    'Deze klant komt voor in transacties van genetisch materiaal; die moeten bewaard blijven.',
  // ICSI lots, embryos and their history must be kept 3 years too (Reg. (EU) 2016/429).
  icsi_lot_code_idx: 'Er bestaat al een ICSI lot met deze code: kies een andere code.',
  embryo_carried_idx: 'Deze draagmoeder draagt al een embryo: markeer dat eerst als verloren.',
  embryo_code_idx: 'Er bestaat al een embryo met deze code: kies een andere code voor het lot.',
  icsi_lot_donor_mare_id_horse_id_fk:
    'Dit paard is donormerrie van ICSI loten; hun historiek moet bewaard blijven.',
  icsi_lot_donor_stallion_id_horse_id_fk:
    'Dit paard is donorhengst van ICSI loten; hun historiek moet bewaard blijven.',
  icsi_lot_owner_id_customer_id_fk:
    'Deze klant is eigenaar van ICSI loten; hun historiek moet bewaard blijven.',
  icsi_lot_container_id_nitrogen_container_id_fk:
    'In dit stikstofvat zitten ICSI loten; het kan niet verwijderd worden.',
  embryo_donor_mare_id_horse_id_fk:
    "Dit paard is donormerrie van embryo's; hun historiek moet bewaard blijven.",
  embryo_donor_stallion_id_horse_id_fk:
    "Dit paard is donorhengst van embryo's; hun historiek moet bewaard blijven.",
  embryo_owner_id_customer_id_fk:
    "Deze klant is eigenaar van embryo's; hun historiek moet bewaard blijven.",
  embryo_container_id_nitrogen_container_id_fk:
    "In dit stikstofvat zitten embryo's; het kan niet verwijderd worden.",
  embryo_surrogate_id_horse_id_fk:
    'Deze draagmoeder kreeg een embryo; die historiek moet bewaard blijven.',
  embryo_history_surrogate_id_horse_id_fk:
    "Dit paard komt voor in de historiek van embryo's; die moet bewaard blijven.",
  embryo_history_customer_id_customer_id_fk:
    "Deze klant komt voor in de historiek van embryo's; die moet bewaard blijven.",
  embryo_history_container_id_nitrogen_container_id_fk:
    "Dit stikstofvat komt voor in de historiek van embryo's; het kan niet verwijderd worden.",
  icsi_lot_active_embryos_range: "Het aantal actieve embryo's van dit lot klopt niet.",
};

/**
 * Maps a PostgreSQL error to an AppError when it is the user's doing (a refused rule or bad
 * value), a conflict with a concurrent request that outlived the transaction helper's retries
 * (409), or a lost connection (503: that request fails, the next ones get a new connection).
 */
export function fromDatabaseError(err: unknown): AppError | undefined {
  if (err instanceof CommitOutcomeUnknown)
    return new AppError('SERVICE_UNAVAILABLE', dbMessages.commitUnknown);
  if (isConnectionLoss(err)) return new AppError('SERVICE_UNAVAILABLE', dbMessages.unavailable);
  if (isRetryableConflict(err) || isLockNotAvailable(err))
    return new AppError('CONFLICT', dbMessages.concurrent);
  const pgErr = pgErrorOf(err);
  if (!pgErr) return undefined;
  const constraint = typeof pgErr.constraint === 'string' ? pgErr.constraint : '';
  switch (pgErr.code) {
    case '23505': // unique_violation
      return new AppError('CONFLICT', constraintMessages[constraint] ?? 'Dit item bestaat al.');
    case '23001': // restrict_violation (ON DELETE RESTRICT)
    case '23503': // foreign_key_violation
      return new AppError(
        'CONFLICT',
        constraintMessages[constraint] ?? 'Dit item wordt nog gebruikt door andere gegevens.',
      );
    case '23514': // check_violation
      return new AppError(
        'CONFLICT',
        constraintMessages[constraint] ?? 'Deze wijziging is niet toegelaten.',
      );
    case '22P02': // invalid_text_representation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22001': // string_data_right_truncation
    case '22021': // character_not_in_repertoire (a NUL character in text)
    case '22P05': // untranslatable_character
      return new AppError('BAD_REQUEST', 'Ongeldige waarde in het verzoek.');
    default:
      return undefined;
  }
}
