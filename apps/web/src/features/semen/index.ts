/** What the semen module offers others: the lot list, for a stallion's and a customer's semen tab. */
export { SemenLotList } from './SemenLotList.tsx';
/** A list's container and tube filter, and the tube and position choices (the ICSI screens). */
export { ContainerTubeFilter } from './ContainerTubeFilter.tsx';
export { POSITION_OPTIONS, tubeOptions } from './labels.ts';
/** The container, tube and position fields of a form (the ICSI lot form, the embryo relocation). */
export { LocationFields } from './LocationFields.tsx';
