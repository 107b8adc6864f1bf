import type { Horse, SemenLotDetail } from '@stalboek/domain';
import { DeliveryLotsTable } from './DeliveryLotsTable.tsx';
import type { DeliveryChoices } from './DeliveryOptions.tsx';
import { DeliverySheet } from './DeliverySheet.tsx';
import { DELIVERY_TEXT } from './deliveryText.ts';
import type { Address } from './destination.ts';

export type DeliveryReportSheetProps = {
  choices: DeliveryChoices;
  destination: Address;
  lots: readonly SemenLotDetail[];
  stallions: ReadonlyMap<string, Horse>;
};

/** The semen delivery report: the shared sheet with the lots and their straws as section C. */
export function DeliveryReportSheet({
  choices,
  destination,
  lots,
  stallions,
}: DeliveryReportSheetProps) {
  const text = DELIVERY_TEXT[choices.language];
  return (
    <DeliverySheet text={text} choices={choices} destination={destination}>
      <DeliveryLotsTable text={text} lots={lots} stallions={stallions} />
    </DeliverySheet>
  );
}
