import type { ReactNode } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import ScienceIcon from '@mui/icons-material/Science';
import InventoryIcon from '@mui/icons-material/Inventory2';
import FolderIcon from '@mui/icons-material/FolderOpen';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SettingsIcon from '@mui/icons-material/Settings';
import { pathnameOf, paths } from '../../lib/paths.ts';
import { HorseshoeIcon } from './HorseshoeIcon.tsx';

export type MenuLink = { label: string; path: string };
export type MenuEntry =
  (MenuLink & { icon: ReactNode }) | { label: string; icon: ReactNode; children: MenuLink[] };

const { reports: r, settings: s } = paths;

/** The side menu (spec 01 §2 "Side menu entries"); every logged-in user sees all of it. */
export const menu: MenuEntry[] = [
  { label: 'Klanten', path: paths.customers, icon: <PeopleIcon /> },
  {
    label: 'Fertiliteit',
    icon: <ScienceIcon />,
    children: [
      { label: 'ICSI', path: paths.icsi },
      { label: 'Sperma', path: paths.semen },
      { label: 'Stockkosten', path: paths.stockCosts },
    ],
  },
  { label: 'Stock', path: paths.stock, icon: <InventoryIcon /> },
  { label: 'Cases', path: paths.cases, icon: <FolderIcon /> },
  { label: 'Paarden', path: paths.horses, icon: <HorseshoeIcon /> },
  {
    label: 'Rapporten',
    icon: <AssessmentIcon />,
    children: [
      { label: 'Beschikbare locaties', path: r.availableLocations },
      { label: 'Draagmoeders per locatie', path: r.location },
      { label: 'Overleden paarden', path: r.deathHorses },
      { label: 'Spermastock', path: r.semenStock },
      { label: 'ICSI-stock', path: r.icsiStock },
      { label: 'Geleverde producten', path: r.deliveredProducts },
      { label: 'Uitgaande producten', path: r.outgoingProducts },
      { label: 'Toegediende medicatie', path: r.appliedMedication },
      { label: 'Jaarrapport', path: r.yearlyReport },
      { label: 'Veestapel', path: r.livestock },
      { label: 'Gedekte merries', path: r.coveredMares },
      { label: 'Transacties per hengsthouder', path: r.transactionsPerStallionOwner },
    ],
  },
  {
    label: 'Beheer',
    icon: <SettingsIcon />,
    children: [
      { label: 'Locaties', path: s.locations },
      { label: 'Stikstof Vaten', path: s.containers },
      { label: 'Onderzoeksfiches', path: s.researchSheets },
      { label: 'Producten', path: s.products },
      { label: 'Protocollen', path: s.protocols },
      { label: "Labo's", path: s.labos },
      { label: 'Pensiontypes', path: s.pension },
      { label: 'Spermastock opladen', path: s.uploadSemenStock },
    ],
  },
];

/** Is this link the page being shown? (Query parameters are the page's own filters.) */
export function isCurrent(link: MenuLink, pathname: string): boolean {
  return pathnameOf(link.path) === pathname;
}
