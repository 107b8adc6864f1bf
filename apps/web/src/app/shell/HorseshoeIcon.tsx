import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** A horseshoe, the mark of horses in menus and search results. */
export function HorseshoeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        fillRule="evenodd"
        d="M4.2 21 3.7 12a8.3 8.3 0 0 1 16.6 0l-.5 9h-4l.4-9a4.2 4.2 0 0 0-8.4 0l.4 9h-4Zm1.6-7a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm11.6 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM7.4 8.9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9.2 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      />
    </SvgIcon>
  );
}
