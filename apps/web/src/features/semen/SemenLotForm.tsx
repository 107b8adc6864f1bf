import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { semenMsg } from '@stalboek/domain';
import type { SemenLot } from '@stalboek/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { EditorPage } from '../../components/form/EditorPage.tsx';
import { useForgetUnsavedChanges } from '../../components/form/UnsavedChanges.tsx';
import { useFeedback } from '../../lib/feedback.ts';
import { paths } from '../../lib/paths.ts';
import { useSemenHorse, useSemenLot } from './api/useSemenLots.ts';
import { useDeleteSemenLot } from './api/useSemenMutations.ts';
import { NEW_LOT_ID } from './labels.ts';
import { LotEditor } from './LotEditor.tsx';
import { contextOf } from './lotForm.ts';
import { ModificationsTable } from './ModificationsTable.tsx';

/** 'Lot verwijderen', after the question of spec 02 §8; a refusal (409) is in the banner. */
function DeleteLotButton({ lot }: { lot: SemenLot }) {
  const remove = useDeleteSemenLot();
  const forget = useForgetUnsavedChanges();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [asking, setAsking] = useState(false);
  const code = lot.lotNumber;
  const confirm = () =>
    remove.mutate(lot._id, {
      onSuccess: () => {
        forget();
        showSuccess(`Lot ${code} succesvol verwijderd`);
        void navigate(paths.semenHorse(lot.stallion._id), { replace: true });
      },
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        Lot verwijderen
      </Button>
      <ConfirmDialog
        open={asking}
        name={`Lot ${code}`}
        message={`Ben je zeker dat je het lot ${code} wilt verwijderen? Dit kan niet meer ongedaan gemaakt worden`}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * /semen/create/{id} ('undefined' = new, ?horse={id} prefills the stallion and its owner): the
 * lot's form and, for a saved lot, its modifications below it.
 */
export default function SemenLotForm() {
  const { id = NEW_LOT_ID } = useParams();
  const [params] = useSearchParams();
  const isNew = id === NEW_LOT_ID;
  const lot = useSemenLot(isNew ? undefined : id);
  const horseId = isNew ? (params.get('horse') ?? undefined) : undefined;
  const horse = useSemenHorse(horseId);

  if (lot.error && !lot.data) {
    // A lot that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={isNotFound(lot.error) ? semenMsg.notFound : 'Sperma lot kon niet geladen worden'}
        backTo={paths.semen}
        backLabel="Terug naar de sperma loten"
      >
        {isNotFound(lot.error)
          ? 'Dit lot bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }

  const saved = lot.data;
  const stallionId = saved?.stallion._id ?? horseId;
  const backTo = stallionId ? paths.semenHorse(stallionId) : paths.semen;
  const ready = isNew ? horseId === undefined || !horse.isPending : saved !== undefined;
  return (
    <EditorPage
      title={saved ? `Sperma lot ${saved.lotNumber}` : 'Sperma lot toevoegen'}
      backTo={backTo}
      ready={ready}
      failed={lot.isError}
      actions={saved ? <DeleteLotButton lot={saved} /> : null}
    >
      <LotEditor
        key={`${id}/${horseId ?? ''}`}
        lot={saved}
        context={contextOf(horse.data)}
        backTo={backTo}
      />
      {saved ? <ModificationsTable modifications={saved.modifications} /> : null}
    </EditorPage>
  );
}
