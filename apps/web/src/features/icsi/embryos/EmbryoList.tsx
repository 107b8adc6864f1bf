import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import type { MRT_RowSelectionState, MRT_VisibilityState } from 'material-react-table';
import type { Embryo } from '@stalboek/domain';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useEmbryos } from './api/useEmbryos.ts';
import { EmbryoActionDialogs } from './EmbryoActionDialogs.tsx';
import { EmbryoActionsMenu } from './EmbryoActionsMenu.tsx';
import type { EmbryoAction } from './embryoActions.ts';
import { embryoColumns } from './embryoColumns.tsx';
import { EmbryoFilterFields } from './EmbryoFilterFields.tsx';
import { useEmbryoListState } from './embryoListState.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { EMBRYO_EMPTY_TEXT } from './labels.ts';

export type EmbryoListProps = {
  /** The embryos of one ICSI lot (its form). */
  lotId?: string;
  /** Or those of one owner (a customer's tab) or one horse (donor or surrogate: its tab). */
  filter?: { owner?: string; horse?: string };
  /** Inside a tab: the small table without column chooser. */
  embedded?: boolean;
  /** Further buttons in the toolbar ('Stockkosten' on a customer). */
  actions?: ReactNode;
};

const ON_OWNER: MRT_VisibilityState = { owner: false };

/**
 * The embryo list (spec 02 §2): a lot's, an owner's or a horse's embryos, 10 a page, filters
 * donor mare, donor stallion and 'Toon inactieve' (a horse's tab starts with the inactive ones
 * when its URL says inactive=true); the selected embryos take the actions of 'Acties'; a row's
 * history button opens 'Historiek {code}'.
 */
export function EmbryoList({ lotId, filter, embedded, actions }: EmbryoListProps) {
  const [params] = useSearchParams();
  const startInactive = embedded === true && params.get('inactive') === 'true';
  const state = useEmbryoListState({ lotId, ...filter }, startInactive);
  const embryos = useEmbryos(state.path, state.query);

  // Other rows (another page, sort or filter) start without a selection.
  const listKey = JSON.stringify([state.path, state.query]);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection({});
  }
  const selected = useMemo(
    () => (embryos.data?.results ?? []).filter((e) => selection[e._id]),
    [embryos.data, selection],
  );
  // The dialog works on the embryos selected when it opened, whatever the list reloads meanwhile.
  const [open, setOpen] = useState<{ action: EmbryoAction; embryos: Embryo[] } | null>(null);
  const [history, setHistory] = useState<Embryo | null>(null);
  const columns = useMemo(() => embryoColumns(setHistory), []);

  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      <EmbryoFilterFields filters={state.filters} onChange={state.setFilters} />
      <EmbryoActionsMenu
        selected={selected}
        onChoose={(action) => setOpen({ action, embryos: selected })}
      />
      {actions}
    </Stack>
  );

  return (
    <>
      <ListTable
        embedded={embedded ? { footerFrom: 0 } : undefined}
        tableLabel="Embryo's"
        columns={columns}
        query={embryos}
        list={state.table}
        emptyText={EMBRYO_EMPTY_TEXT}
        toolbar={toolbar}
        initialColumnVisibility={filter?.owner ? ON_OWNER : undefined}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
      />
      {open ? (
        <EmbryoActionDialogs
          action={open.action}
          embryos={open.embryos}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setSelection({});
          }}
        />
      ) : null}
      {history ? <HistoryDialog embryo={history} onClose={() => setHistory(null)} /> : null}
    </>
  );
}
