import { TAX_RATES } from '@stalboek/domain';
import { MultiSelectFilter } from '../../../components/list/MultiSelectFilter.tsx';
import { formatTax } from '../../../lib/format.ts';

const options = TAX_RATES.map((rate) => ({ value: String(rate), label: formatTax(rate) }));

/** The tax multi-select of the protocol and lab-test lists; its values live in the URL (`tax`). */
export function TaxFilter(props: { value: string[]; onChange: (next: string[]) => void }) {
  return <MultiSelectFilter label="BTW" options={options} {...props} />;
}
