import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { paths } from '../../lib/paths.ts';
import { useSemenHorse } from './api/useSemenLots.ts';
import { SemenLotList } from './SemenLotList.tsx';

/** /semen/{id}: 'Sperma loten' of one stallion (spec 02 §2), its list state in the URL. */
export default function SemenLotsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const horse = useSemenHorse(id);
  if (horse.error && isNotFound(horse.error)) {
    return (
      <NotFound
        title="Paard niet gevonden"
        backTo={paths.semen}
        backLabel="Terug naar de sperma loten"
      >
        Dit paard bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.
      </NotFound>
    );
  }
  return (
    <>
      <PageHeader
        title="Sperma loten"
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.semen)}>
            Terug
          </Button>
        }
      />
      {horse.data ? (
        <Typography sx={{ mb: 2 }}>
          Hengst:{' '}
          <Link component={RouterLink} to={paths.horse(horse.data._id)}>
            {horse.data.name}
          </Link>
        </Typography>
      ) : null}
      <SemenLotList key={id} filter={{ stallion: id }} />
    </>
  );
}
