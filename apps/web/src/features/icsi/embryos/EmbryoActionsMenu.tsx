import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Embryo } from '@stalboek/domain';
import { EMBRYO_ACTIONS, EMBRYO_ACTION_LABELS, whyNot } from './embryoActions.ts';
import type { EmbryoAction } from './embryoActions.ts';

export type EmbryoActionsMenuProps = {
  selected: readonly Embryo[];
  onChoose: (action: EmbryoAction) => void;
};

/**
 * 'Acties' on the selected embryos (spec 02 §2, §4): disabled without a selection; an action
 * that cannot run on the selection is disabled, its tooltip says why (embryoActions.ts).
 */
export function EmbryoActionsMenu({ selected, onChoose }: EmbryoActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={selected.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Acties
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EMBRYO_ACTIONS.map((action) => {
          const reason = whyNot(action, selected);
          const item = (
            <MenuItem
              key={action}
              disabled={reason !== null}
              onClick={() => {
                setAnchor(null);
                onChoose(action);
              }}
            >
              {EMBRYO_ACTION_LABELS[action]}
            </MenuItem>
          );
          return reason === null ? (
            item
          ) : (
            <Tooltip key={action} title={reason} placement="right">
              {/* A disabled item takes no pointer events: the tooltip listens on its wrapper. */}
              <span>{item}</span>
            </Tooltip>
          );
        })}
      </Menu>
    </>
  );
}
