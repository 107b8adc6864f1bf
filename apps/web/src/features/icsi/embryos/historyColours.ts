import { purple, teal } from '@mui/material/colors';
import type { EmbryoHistoryType } from '@stalboek/domain';

/** The chip colour of a history type (spec 02 §4): import primary, transfer teal, export purple. */
export type HistoryColour = 'primary' | 'teal' | 'purple' | 'default';

export function historyColour(type: EmbryoHistoryType): HistoryColour {
  switch (type) {
    case 'import':
      return 'primary';
    case 'transfer':
      return 'teal';
    case 'export':
      return 'purple';
    default:
      return 'default';
  }
}

/** The chip's own colours for the two that are no palette colour of the theme. */
export const CUSTOM_CHIP_COLOURS = {
  teal: { bgcolor: teal[600], color: '#fff' },
  purple: { bgcolor: purple[500], color: '#fff' },
} as const;
