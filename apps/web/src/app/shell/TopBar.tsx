import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../lib/paths.ts';
import { GlobalSearch } from '../search/GlobalSearch.tsx';
import { globalSearch } from '../search/searchSource.ts';
import { NotificationMenu } from './NotificationMenu.tsx';

/** The product name linking home; without `onMenu` (logged out) nothing else. */
export function TopBar({ onMenu }: { onMenu?: () => void }) {
  return (
    <AppBar position="static" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        {onMenu && (
          <IconButton edge="start" color="inherit" aria-label="Menu openen" onClick={onMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to={paths.home}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 600 }}
        >
          Stalboek
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {onMenu && (
          <>
            <GlobalSearch fetcher={globalSearch} />
            <NotificationMenu />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
