import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlNL } from '@mui/x-date-pickers/locales';
import { nlBE } from 'date-fns/locale/nl-BE';

const localeText = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Dutch date pickers (date-fns with the Belgian locale) around a module's page. Its own chunk,
 * loaded with the pages (app/lazyPage.tsx): the home page and the login screen need none of it.
 */
export function DatePickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nlBE} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
