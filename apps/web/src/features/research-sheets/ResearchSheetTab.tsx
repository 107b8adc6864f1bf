import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sheetBillableLabel, sheetMsg, vetOfUser, type CaseDetail } from '@stalboek/domain';
import { AuthContext } from '../../auth/AuthContext.tsx';
import { useFeedback } from '../../lib/feedback.ts';
import { paths } from '../../lib/paths.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateInput } from '../../components/form/DateInput.tsx';
import { useUnsavedChanges } from '../../components/form/UnsavedChanges.tsx';
import { TreatmentTables } from '../treatment-lines/index.ts';
import { useDeleteSheet, useResearchOptions, useSaveSheet, useSheet, useVets } from './api.ts';
import { CystTable } from './CystTable.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { OvaryTable } from './OvaryTable.tsx';
import {
  newSheetDraft,
  savedSheetDraft,
  sheetBody,
  sheetErrors,
  type SheetDraft,
} from './sheetDraft.ts';
import { UterusFields } from './UterusFields.tsx';
import { useSheetDraft } from './useSheetDraft.ts';

/**
 * A research sheet as a tab of its case (spec 01 'Research sheet form'); `sheetId` 'new' for the
 * '+' tab. A sheet that is no longer billable ('Gefactureerd') is read-only, without a save button,
 * apart from its lines' amounts: each amount change is saved at once. In a closed case every
 * sheet is read-only.
 */
export function ResearchSheetTab({
  caseDetail: c,
  sheetId,
}: {
  caseDetail: CaseDetail;
  sheetId: string;
}) {
  const isNew = sheetId === 'new';
  const last = c.researchSheets.at(-1);
  const loaded = useSheet(isNew ? (last?._id ?? null) : sheetId);
  const vets = useVets();
  const userName = useContext(AuthContext)?.userName ?? null;
  const options = useResearchOptions();
  const save = useSaveSheet();
  const remove = useDeleteSheet();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const { draft, dirty, load, reset, change: set } = useSheetDraft();
  // Leaving the sheet with unsaved changes (another tab of the case too) asks first.
  const { markSaved } = useUnsavedChanges(dirty);
  const [history, setHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A new sheet waits for the vets, to start with the signed-in user's name when it is one of them.
  const waiting =
    (isNew && Boolean(last) && !loaded.data) ||
    (!isNew && !loaded.data) ||
    (isNew && vets.isPending);
  const ownVet = vetOfUser(userName, vets.data?.vets ?? []);
  useEffect(() => {
    if (waiting) return;
    const start = isNew
      ? newSheetDraft(loaded.data, ownVet)
      : loaded.data
        ? savedSheetDraft(loaded.data)
        : null;
    load(start);
  }, [waiting, isNew, loaded.data, load, ownVet]);
  if (!draft) return <PageLoading />;

  const billable = isNew || (loaded.data?.billable ?? true);
  const closed = c.status === 'Gesloten';
  const readOnly = !billable || closed;
  const amountsOnly = !billable && !closed;
  const isMare = c.horse.type === 'Merrie';
  const errors = sheetErrors(draft);
  const valid = !errors.doctor && !errors.researchDate;
  const setInfo = (patch: Partial<SheetDraft['information']>) =>
    set({ information: { ...draft.information, ...patch } });
  const hasLines =
    draft.lines.protocols.length + draft.lines.labos.length + draft.lines.products.length > 0;
  const bodyOf = (d: SheetDraft) =>
    sheetBody(d, { caseId: c._id, horseId: c.horse._id, clientId: c.customer?._id ?? null });
  const onSave = () =>
    save.mutate(
      { id: isNew ? null : sheetId, body: bodyOf(draft) },
      {
        onSuccess: (saved) => {
          showSuccess(sheetMsg.saved);
          if (isNew) {
            markSaved();
            void navigate(paths.case(c._id, saved._id));
          } else reset(savedSheetDraft(saved));
        },
      },
    );
  // An invoiced sheet: an amount is saved as soon as it is changed; a refusal puts back the last
  // saved amounts (the banner says why).
  const saveAmounts = (lines: SheetDraft['lines']) => {
    const next = { ...draft, lines };
    set({ lines });
    save.mutate(
      { id: sheetId, body: bodyOf(next) },
      {
        onSuccess: (saved) => {
          showSuccess(sheetMsg.saved);
          reset(savedSheetDraft(saved));
        },
        onError: () => {
          if (loaded.data) reset(savedSheetDraft(loaded.data));
        },
      },
    );
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Chip label={sheetBillableLabel(billable)} color={billable ? 'success' : 'default'} />
        <TextField
          select
          required
          size="small"
          label="Dierenarts"
          value={draft.doctor}
          disabled={readOnly}
          error={Boolean(errors.doctor)}
          helperText={errors.doctor}
          onChange={(e) => set({ doctor: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          {(vets.data?.vets ?? []).map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 230 }}>
          <DateInput
            withTime
            required
            size="small"
            label="Datum onderzoek"
            value={draft.researchDate}
            maxDate={new Date()}
            disabled={readOnly}
            error={errors.researchDate}
            onChange={(v) => set({ researchDate: v ?? '' })}
          />
        </Box>
        <Button onClick={() => setHistory(true)}>Historiek</Button>
      </Stack>
      {isMare && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          divider={<Divider flexItem orientation="vertical" />}
        >
          {(['leftOvary', 'rightOvary'] as const).map((side) => (
            <OvaryTable
              key={side}
              title={side === 'leftOvary' ? 'Linker ovarium' : 'Rechter ovarium'}
              value={draft.information[side]}
              follicleTags={options.data?.follicleTags ?? []}
              ovaryTags={options.data?.ovaryTags ?? []}
              readOnly={readOnly}
              onChange={(o) => setInfo({ [side]: o })}
            />
          ))}
        </Stack>
      )}
      <UterusFields
        uterus={draft.information.uterus}
        pregnant={draft.information.pregnant}
        options={options.data}
        readOnly={readOnly}
        onChange={(patch) => setInfo(patch)}
      />
      {isMare && (
        <CystTable
          value={draft.cysts}
          positions={options.data?.cystType ?? []}
          readOnly={readOnly}
          onChange={(cysts) => set({ cysts })}
        />
      )}
      <TreatmentTables
        value={draft.lines}
        onChange={(lines) => (amountsOnly ? saveAmounts(lines) : set({ lines }))}
        context={{
          customerId: c.customer?._id ?? null,
          horseId: c.horse._id,
          horseType: c.horse.type,
        }}
        readOnly={readOnly}
        amountsOnly={amountsOnly}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {!isNew && !hasLines && !readOnly && (
          <Button color="error" onClick={() => setConfirming(true)}>
            Onderzoeksfiche verwijderen
          </Button>
        )}
        {!readOnly && (
          <Button variant="contained" disabled={!valid || save.isPending} onClick={onSave}>
            Onderzoeksfiche opslaan
          </Button>
        )}
      </Stack>
      {history && <HistoryDialog horseId={c.horse._id} onClose={() => setHistory(false)} />}
      <ConfirmDialog
        open={confirming}
        name="Onderzoeksfiche"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(sheetId, {
            onSuccess: () => {
              markSaved();
              void navigate(paths.case(c._id, 'general'));
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
