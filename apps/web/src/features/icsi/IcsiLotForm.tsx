import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { EditorPage } from '../../components/form/EditorPage.tsx';
import { paths } from '../../lib/paths.ts';
import { useIcsiLot } from './api/useIcsiLots.ts';
import { DeleteIcsiLotButton } from './DeleteIcsiLotButton.tsx';
import { EmbryoList } from './embryos/index.ts';
import { IcsiLotEditor } from './IcsiLotEditor.tsx';

/**
 * /icsi/create (a new lot) and /icsi/{id} (edit mode): the lot's form and, for a saved lot, a
 * delete button and its embryos below the form (spec 02 §2).
 */
export default function IcsiLotForm() {
  const { id } = useParams();
  const lot = useIcsiLot(id);

  if (lot.error && !lot.data) {
    // A lot that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={
          isNotFound(lot.error) ? 'ICSI lot niet gevonden' : 'ICSI lot kon niet geladen worden'
        }
        backTo={paths.icsi}
        backLabel="Terug naar de ICSI loten"
      >
        {isNotFound(lot.error)
          ? 'Dit lot bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }

  const saved = lot.data;
  return (
    <EditorPage
      title={saved ? `ICSI lot ${saved.code}` : 'ICSI lot toevoegen'}
      backTo={paths.icsi}
      ready={id === undefined || saved !== undefined}
      failed={lot.isError}
      actions={saved ? <DeleteIcsiLotButton lot={saved} /> : null}
    >
      <IcsiLotEditor key={id ?? 'new'} lot={saved} />
      {id !== undefined ? (
        <Box sx={{ mt: 3 }}>
          <EmbryoList lotId={id} />
        </Box>
      ) : null}
    </EditorPage>
  );
}
