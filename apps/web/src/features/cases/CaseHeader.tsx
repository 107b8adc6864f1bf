import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  CASE_STATUSES,
  HORSE_SPECIFICATION_FILTERS,
  MAIN_ACTIVITIES,
  STUD_HORSE_ACTIVITIES,
  caseStatusColor,
  factureerbaarBlocked,
  type CaseDetail,
  type CaseStatus,
  type MainActivity,
} from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import { searchCustomers, searchHorses } from '../../lib/refs.ts';
import type { CaseDraft } from './draft.ts';

/**
 * Spec 01 'Case detail' header: owner and horse, a customer search when the case has none, the
 * stud horse (a search among stud horses) for ET, KI and ICSI-ET, 'Hoofdactiviteit' and the status
 * tag menu (disabled once invoiced; choosing a status saves the case, spec 01 §4).
 */
export function CaseHeader(props: {
  c: CaseDetail;
  draft: CaseDraft;
  onChange: (next: Partial<CaseDraft>) => void;
  /** A status was chosen in the menu: the case is saved with it. */
  onStatus: (status: CaseStatus) => void;
  /** A save is running: the menu waits. */
  statusBusy?: boolean;
  statuses: readonly CaseStatus[];
}) {
  const { c, draft, onChange, onStatus } = props;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const locked = Boolean(c.invoice);
  const boarding = draft.pension.map((l) => ({ ...l, type: l.type?._id }));
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Case {c.reference}
        </Typography>
        <Chip
          label={draft.status}
          color={caseStatusColor(draft.status)}
          onClick={locked ? undefined : (e) => setMenu(e.currentTarget)}
          onDelete={locked ? undefined : (e) => setMenu(e.currentTarget.parentElement)}
          deleteIcon={<ArrowDropDownIcon />}
          aria-label={`Status ${draft.status}`}
          aria-haspopup="menu"
          disabled={locked || props.statusBusy === true}
        />
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {(props.statuses.length ? props.statuses : CASE_STATUSES).map((s) => {
            const blocked = factureerbaarBlocked(c.status, s, boarding);
            return (
              <MenuItem
                key={s}
                selected={s === draft.status}
                disabled={blocked}
                onClick={() => {
                  setMenu(null);
                  onStatus(s);
                }}
              >
                <ListItemText
                  primary={s}
                  secondary={blocked ? 'Vul eerst elke pensionlijn aan' : undefined}
                />
              </MenuItem>
            );
          })}
        </Menu>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 2 }}>
        <Typography>
          Paard:{' '}
          <Link component={RouterLink} to={paths.horse(c.horse._id)}>
            {c.horse.name}
          </Link>
        </Typography>
        {c.customer ? (
          <Typography>
            Eigenaar:{' '}
            <Link component={RouterLink} to={paths.customer(c.customer._id)}>
              {c.customer.name}
            </Link>
          </Typography>
        ) : (
          <Box sx={{ width: 280 }}>
            <RefAutocomplete
              label="Klant"
              size="small"
              value={draft.customer}
              onChange={(customer) => onChange({ customer })}
              search={searchCustomers}
              queryKey={['customers']}
              disabled={locked}
            />
          </Box>
        )}
        <TextField
          select
          size="small"
          label="Hoofdactiviteit"
          value={draft.mainActivity}
          onChange={(e) => onChange({ mainActivity: e.target.value as MainActivity })}
          disabled={locked}
          sx={{ minWidth: 220 }}
        >
          {MAIN_ACTIVITIES.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        {STUD_HORSE_ACTIVITIES.includes(draft.mainActivity) && (
          <Box sx={{ width: 280 }}>
            <RefAutocomplete
              label="Dekhengst"
              size="small"
              value={draft.extra}
              onChange={(extra) => onChange({ extra })}
              search={(text, signal) =>
                searchHorses(text, signal, HORSE_SPECIFICATION_FILTERS.Dekhengst)
              }
              queryKey={['horses', 'studs']}
              disabled={locked}
            />
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
