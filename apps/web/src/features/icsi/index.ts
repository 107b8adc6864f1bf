/** What the ICSI module offers others: the embryo list, for a customer's and a horse's embryos tab. */
export { EmbryoList } from './embryos/index.ts';
