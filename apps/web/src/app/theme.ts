import { createTheme } from '@mui/material/styles';
import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';
import { nlNL } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColorOptions;
  }
}

/** The clinic's theme: deep green primary, warm chestnut secondary, amber accent (spec 01 §9). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f5f3a', contrastText: '#ffffff' },
      secondary: { main: '#8a5a3b', contrastText: '#ffffff' },
      accent: { main: '#d99a2b', contrastText: '#1b1b1b' },
      background: { default: '#f5f6f4' },
    },
    shape: { borderRadius: 6 },
  },
  nlNL, // the date pickers' Dutch texts come with them (DatePickers.tsx)
);
