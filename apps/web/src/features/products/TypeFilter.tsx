import { PRODUCT_TYPES } from '@stalboek/domain';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';

const options = PRODUCT_TYPES.map((type) => ({ value: type, label: type }));

/** The product type multi-select of the product list; its values are kept in the URL (`type`). */
export function TypeFilter(props: { value: string[]; onChange: (next: string[]) => void }) {
  return <MultiSelectFilter label="Type" options={options} {...props} />;
}
