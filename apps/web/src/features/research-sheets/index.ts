/** What the research-sheets module offers others: the sheets list (horse and customer tabs) and a case's sheet tab. */
export { ResearchSheetList } from './ResearchSheetList.tsx';
export { ResearchSheetTab } from './ResearchSheetTab.tsx';
