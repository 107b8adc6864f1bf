import { paths } from './lib/paths.ts';

const root = document.getElementById('root');

if (window.location.pathname === paths.silentRenew) {
  // The silent-renewal iframe only reports back to its parent; it never boots the app.
  void import('./auth/silentRenew.ts')
    .then((m) => m.completeSilentRenew())
    .catch((error: unknown) => console.error('Stille vernieuwing mislukt', error));
} else if (root) {
  void import('./app/boot.tsx').then((m) => m.boot(root));
}
