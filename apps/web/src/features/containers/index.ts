/** What the containers module offers others: the containers, for the selects of lots and embryos. */
export { useContainerChoices } from './api/useContainers.ts';
