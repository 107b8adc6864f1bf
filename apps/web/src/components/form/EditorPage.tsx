import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../PageHeader.tsx';

export type EditorPageProps = {
  title: string;
  /** Where 'Terug' goes (the list). */
  backTo: string;
  /** Everything the form starts from is loaded. */
  ready: boolean;
  /** A load failed: the banner says why, the page shows no form. */
  failed: boolean;
  /** Buttons beside 'Terug' (e.g. delete the record). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A record's form page ('undefined' = new): its title, 'Terug', and the form once loaded. */
export function EditorPage(props: EditorPageProps) {
  const { title, backTo, ready, failed, actions, children } = props;
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(backTo)}>
              Terug
            </Button>
            {actions}
          </>
        }
      />
      {ready ? children : failed ? null : <CircularProgress aria-label="Laden" />}
    </>
  );
}
