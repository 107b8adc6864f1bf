import { StockModReport } from './StockModReport.tsx';

/** /report/delivered-products?type=Aankoop: every batch received (its Aankoop modification). */
export default function DeliveredProductsReport() {
  return (
    <StockModReport
      title="Geleverde producten"
      scope={{ type: 'Aankoop' }}
      filename="geleverde-producten.csv"
    />
  );
}
