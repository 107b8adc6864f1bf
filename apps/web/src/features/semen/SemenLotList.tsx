import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import type { MRT_RowSelectionState } from 'material-react-table';
import type { SemenLotAction } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { AddButton } from '../../components/AddButton.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useSemenLots } from './api/useSemenLots.ts';
import { NEW_LOT_ID } from './labels.ts';
import { LotActionDialogs } from './LotActionDialogs.tsx';
import { LotActionsMenu } from './LotActionsMenu.tsx';
import { hiddenLotColumns, lotColumns } from './lotColumns.tsx';
import { LotFilterFields } from './LotFilterFields.tsx';
import { useLocalLotState, useUrlLotState } from './lotListState.ts';
import type { LotListState, LotScope } from './lotListState.ts';

export type SemenLotListProps = {
  /** Whose lots: one stallion's (its page, its semen tab) or one owner's (the customer's tab). */
  filter: LotScope;
  /** Inside another page (a tab): the list keeps its state itself, not in the page's URL. */
  embedded?: boolean;
  /** Further buttons in the toolbar ('Stockkosten' on a customer). */
  actions?: ReactNode;
};

type ViewProps = SemenLotListProps & { state: LotListState };

function LotTable({ filter, embedded, actions, state }: ViewProps) {
  const navigate = useNavigate();
  const lots = useSemenLots(state.query);

  // Other rows (another page, sort or filter) start without a selection.
  const listKey = JSON.stringify(state.query);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection({});
  }
  const selected = useMemo(
    () => (lots.data?.results ?? []).filter((l) => selection[l._id]),
    [lots.data, selection],
  );
  const [action, setAction] = useState<SemenLotAction | null>(null);

  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      <LotFilterFields filters={state.filters} onChange={state.setFilters} />
      <LotActionsMenu selected={selected} onChoose={setAction} />
      <AddButton
        label="Sperma lot toevoegen"
        onClick={() => void navigate(paths.semenLot(NEW_LOT_ID, filter.stallion))}
      />
      {actions}
    </Stack>
  );

  return (
    <>
      <ListTable
        embedded={embedded ? { footerFrom: 0 } : undefined}
        tableLabel="Sperma loten"
        columns={lotColumns}
        query={lots}
        list={state.table}
        emptyText="Geen sperma loten gevonden"
        toolbar={toolbar}
        initialColumnVisibility={hiddenLotColumns(filter)}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        onRowClick={(lot) => void navigate(paths.semenLot(lot._id))}
      />
      <LotActionDialogs
        action={action}
        lots={selected}
        onClose={() => setAction(null)}
        onDone={() => {
          setAction(null);
          setSelection({});
        }}
      />
    </>
  );
}

function UrlLotList(props: SemenLotListProps) {
  return <LotTable {...props} state={useUrlLotState(props.filter)} />;
}

function LocalLotList(props: SemenLotListProps) {
  const [params] = useSearchParams();
  const state = useLocalLotState(props.filter, params.get('hideEmpty') === 'true');
  return <LotTable {...props} state={state} />;
}

/**
 * 'Sperma loten' (spec 02 §2): the lots of a stallion or an owner, 10 a page, filters type,
 * export type and hide empty; a row opens the lot; the selected lots take the actions of 'Acties'.
 * On /semen/{id} its state is the URL's; embedded in a tab it keeps it itself.
 */
export function SemenLotList(props: SemenLotListProps) {
  return props.embedded ? <LocalLotList {...props} /> : <UrlLotList {...props} />;
}
