/** The embryo list with its actions, for the lot form and the customer's and horse's tabs. */
export { EmbryoList } from './EmbryoList.tsx';
export type { EmbryoListProps } from './EmbryoList.tsx';
