import type { ReactElement } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlBE } from 'date-fns/locale/nl-BE';

/** The Dutch date pickers' provider, as the app's Providers set it. */
export function withPickers(ui: ReactElement) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nlBE}>
      {ui}
    </LocalizationProvider>
  );
}
