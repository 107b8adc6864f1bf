import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { useAuth } from './AuthContext.tsx';
import { loginUnreachableMessage } from './config.ts';
import { useFeedback } from '../lib/feedback.ts';

/** The home page for a logged-out visitor: a red notice and 'Aanmelden' (spec 01 §2). */
export default function LoginRequired() {
  const { login, publicUrl } = useAuth();
  const { showError } = useFeedback();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const start = () => {
    setBusy(true);
    login(params.get('redirect')).catch((error: unknown) => {
      console.error(error);
      showError(loginUnreachableMessage(publicUrl, window.location.origin));
      setBusy(false);
    });
  };

  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="error" sx={{ mb: 3 }}>
        U moet aangemeld zijn om Stalboek te gebruiken.
      </Alert>
      <Button
        variant="contained"
        size="large"
        startIcon={<LoginIcon />}
        onClick={start}
        disabled={busy}
      >
        Aanmelden
      </Button>
    </Box>
  );
}
