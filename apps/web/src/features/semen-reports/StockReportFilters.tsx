import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RefFilter } from '../../components/form/RefFilter.tsx';
import { ownerSource, stallionSource } from './stockReportSources.ts';

export type StockReportFiltersProps = {
  owner: string | undefined;
  stallion: string | undefined;
  showModifications: boolean;
  onChange: (key: 'owner' | 'stallion', id: string | undefined) => void;
  onShowModifications: (on: boolean) => void;
};

/** Customer (owner) and stallion, each an id in the URL, and the stock-modification toggle. */
export function StockReportFilters(props: StockReportFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A box of its width: the picker then fills it (the names are long). */}
        <Box sx={{ width: 300 }}>
          <RefFilter
            label="Klant"
            value={props.owner}
            onChange={(id) => props.onChange('owner', id)}
            source={ownerSource}
          />
        </Box>
        <Box sx={{ width: 300 }}>
          <RefFilter
            label="Hengst"
            value={props.stallion}
            onChange={(id) => props.onChange('stallion', id)}
            source={stallionSource}
          />
        </Box>
        <FormControlLabel
          label="Stockwijzigingen tonen"
          control={
            <Switch
              checked={props.showModifications}
              onChange={(e) => props.onShowModifications(e.target.checked)}
            />
          }
        />
      </Stack>
    </Paper>
  );
}
