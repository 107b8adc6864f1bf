import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While a report is on screen: it prints on A4 with 15 mm margins and without the app around
 * it (top bar, error banner, drawer, snackbars, the page's padding); what the page marks
 * `displayPrint: 'none'` (its options, its buttons) stays off paper too.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '15mm' },
        '@media print': {
          'header, .MuiDrawer-root, .MuiSnackbar-root': { display: 'none !important' },
          main: { padding: '0 !important' },
          body: { backgroundColor: '#fff' },
        },
      }}
    />
  );
}
