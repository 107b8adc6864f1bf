import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuth } from '../../auth/AuthContext.tsx';
import { isCurrent, menu } from './menu.tsx';
import type { MenuEntry, MenuLink } from './menu.tsx';

type Props = { open: boolean; onClose: () => void };

type LinkItemProps = { link: MenuLink; icon?: ReactNode; inset?: boolean; onNavigate: () => void };

function LinkItem({ link, icon, inset, onNavigate }: LinkItemProps) {
  const { pathname } = useLocation();
  const current = isCurrent(link, pathname);
  return (
    <ListItemButton
      component={RouterLink}
      to={link.path}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      sx={inset ? { pl: 9 } : undefined}
    >
      {icon && <ListItemIcon>{icon}</ListItemIcon>}
      <ListItemText primary={link.label} />
    </ListItemButton>
  );
}

type SubmenuEntry = Extract<MenuEntry, { children: MenuLink[] }>;

function Submenu({ entry, onNavigate }: { entry: SubmenuEntry; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => entry.children.some((c) => isCurrent(c, pathname)));
  return (
    <>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <ListItemIcon>{entry.icon}</ListItemIcon>
        <ListItemText primary={entry.label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding dense>
          {entry.children.map((link) => (
            <LinkItem key={link.path} link={link} inset onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side drawer: the whole menu, the current page highlighted, and 'Afmelden' at the bottom. */
export function SideMenu({ open, onClose }: Props) {
  const { logout, userName } = useAuth();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box
        component="nav"
        aria-label="Hoofdmenu"
        sx={{ width: 300, display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
          {menu.map((entry) =>
            'children' in entry ? (
              <Submenu key={entry.label} entry={entry} onNavigate={onClose} />
            ) : (
              <LinkItem key={entry.path} link={entry} icon={entry.icon} onNavigate={onClose} />
            ),
          )}
        </List>
        <Divider />
        {userName && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
            Aangemeld als {userName}
          </Typography>
        )}
        <List>
          <ListItemButton onClick={() => void logout()}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Afmelden" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
