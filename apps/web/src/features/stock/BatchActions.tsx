import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { EditableModType, StockBatch } from '@stalboek/domain';

export type BatchActionsProps = {
  selected: StockBatch[];
  /** The mod types of GET /api/config/mod. */
  modTypes: readonly EditableModType[];
  busy?: boolean;
  onSetActive: (active: boolean) => void;
  onMod: (type: EditableModType) => void;
};

/**
 * 'Acties' (spec 02 §4): disabled without a selection; Deactiveer and Activeer apply to every
 * selected batch; a mod (Beschadigd, Verkoop, Toediening, Controle) needs exactly one selected
 * batch, and an active one (the API refuses to take stock from an inactive batch).
 */
export function BatchActions({ selected, modTypes, busy, onSetActive, onMod }: BatchActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const one = selected.length === 1 && selected[0]?.active === true;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
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
        <MenuItem onClick={choose(() => onSetActive(false))}>Deactiveer</MenuItem>
        <MenuItem onClick={choose(() => onSetActive(true))}>Activeer</MenuItem>
        <Divider />
        {modTypes.map((type) => (
          <MenuItem key={type} disabled={!one} onClick={choose(() => onMod(type))}>
            {type}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
