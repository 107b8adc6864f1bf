import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { semenActionMax, semenMsg } from '@stalboek/domain';
import type { SemenLot, SemenLotAction } from '@stalboek/domain';
import { STRAW_ACTIONS, actionLabel } from './labels.ts';

export type LotActionsMenuProps = {
  selected: readonly SemenLot[];
  busy?: boolean;
  onChoose: (action: SemenLotAction) => void;
};

/**
 * 'Acties' on the selected lots (spec 02 §2): disabled without a selection. The straw actions
 * need straws to take (for Control: lots that had any); Correction exactly one lot; Factureren
 * comes with the invoicing module.
 */
export function LotActionsMenu({ selected, busy, onChoose }: LotActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: SemenLotAction) => () => {
    setAnchor(null);
    onChoose(action);
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={selected.length === 0 || busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Acties
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {STRAW_ACTIONS.map((action) => (
          <MenuItem
            key={action}
            disabled={semenActionMax(selected, action) < 1}
            onClick={choose(action)}
          >
            {actionLabel(action)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={choose('Relocate')}>{actionLabel('Relocate')}</MenuItem>
        <MenuItem onClick={choose('ExportType')}>{actionLabel('ExportType')}</MenuItem>
        <MenuItem disabled={selected.length !== 1} onClick={choose('Correction')}>
          {actionLabel('Correction')}
        </MenuItem>
        <Divider />
        <Tooltip title={semenMsg.invoiceLater}>
          {/* A disabled item takes no pointer events: the tooltip listens on its wrapper. */}
          <span>
            <MenuItem disabled>{actionLabel('Invoice')}</MenuItem>
          </span>
        </Tooltip>
      </Menu>
    </>
  );
}
