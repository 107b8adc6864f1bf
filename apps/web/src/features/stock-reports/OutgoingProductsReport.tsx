import { StockModReport } from './StockModReport.tsx';

/** /report/outgoing-products?out=true: everything taken out of stock, filterable by type. */
export default function OutgoingProductsReport() {
  return (
    <StockModReport
      title="Uitgaande producten"
      scope={{ out: true }}
      filename="uitgaande-producten.csv"
    />
  );
}
