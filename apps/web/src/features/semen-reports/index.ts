/**
 * What the semen reports offer other reports (the ICSI delivery and stock reports): the
 * delivery report's sheet, options and destination, the print styles and the stock report's
 * print header and totals.
 */
export { useCustomer, useHorses } from './api/useReportRefs.ts';
export { horseCodes } from './deliveryLots.ts';
export { DeliveryOptions, initialDeliveryChoices } from './DeliveryOptions.tsx';
export type { DeliveryChoices } from './DeliveryOptions.tsx';
export { DeliverySheet } from './DeliverySheet.tsx';
export { DELIVERY_TEXT } from './deliveryText.ts';
export type { DeliverySheetText, ReportLanguage } from './deliveryText.ts';
export { useDestination } from './destination.ts';
export { PrintStyles } from './PrintStyles.tsx';
export { StockPrintHeader } from './StockPrintHeader.tsx';
export type { PrintHeaderRef } from './StockPrintHeader.tsx';
export { TotalsList } from './StockTotals.tsx';
