import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAuth } from './AuthContext.tsx';
import { paths } from '../lib/paths.ts';
import { PageLoading } from '../components/PageLoading.tsx';

/** /callback: finishes the login and goes to the page the user wanted (default '/'). */
export default function Callback() {
  const { completeLogin } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    completeLogin().then(
      (wanted) => {
        if (active) void navigate(wanted, { replace: true });
      },
      (failure: unknown) => {
        console.error(failure);
        if (active) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [completeLogin, navigate]);

  if (!error) return <PageLoading />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void navigate(paths.home, { replace: true })}
          >
            Naar de startpagina
          </Button>
        }
      >
        <AlertTitle>Aanmelden mislukt</AlertTitle>
        {error}
      </Alert>
    </Box>
  );
}
