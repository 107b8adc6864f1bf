/** What the semen module offers others: the lot list, for a stallion's and a customer's semen tab. */
export { SemenLotList } from './SemenLotList.tsx';
