import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ErrorBanner } from '../FeedbackProvider.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { UnsavedChangesGuard } from '../../components/form/UnsavedChanges.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useIdleReload } from './useIdleReload.ts';

/** Sticky header: the top bar with the persistent error banner right under it. */
export function Header({ onMenu }: { onMenu?: () => void }) {
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <TopBar onMenu={onMenu} />
      <ErrorBanner />
    </Box>
  );
}

/**
 * The logged-in frame (spec 01 §2): header, side drawer, the page, and the idle reload; leaving a
 * form with unsaved changes asks first (UnsavedChangesGuard).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useIdleReload();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header onMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        <UnsavedChangesGuard>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </UnsavedChangesGuard>
      </Box>
    </Box>
  );
}
