import { useState } from 'react';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LineTable, type LineRow } from './LineTable.tsx';
import { MedicationDialog } from './MedicationDialog.tsx';
import { TreatmentDialog, type TreatmentChoice, type TreatmentKind } from './TreatmentDialog.tsx';
import type { EditableLines, LineContext } from './types.ts';

export type { EditableLines, LineContext } from './types.ts';

export type TreatmentTablesProps = {
  value: EditableLines;
  onChange: (next: EditableLines) => void;
  context: LineContext;
  /**
   * Invoiced sheet (spec 01 §4): no adding or deleting, only the amounts stay editable; each
   * amount reaches onChange once its field is left, for the sheet to save it at once.
   */
  amountsOnly?: boolean;
  readOnly?: boolean;
};

type Pending = { list: keyof EditableLines; index: number; name: string };

/** Protocols and lab tests are listed and added alike; only their texts differ. */
const TREATMENT_TABLES: {
  list: 'protocols' | 'labos';
  kind: TreatmentKind;
  title: string;
  addLabel: string;
  empty: string;
}[] = [
  {
    list: 'protocols',
    kind: 'protocol',
    title: 'Protocollen',
    addLabel: 'Protocol toevoegen',
    empty: 'Geen protocollen',
  },
  {
    list: 'labos',
    kind: 'labo',
    title: 'Labo-onderzoeken',
    addLabel: 'Labo-onderzoek toevoegen',
    empty: 'Geen labo-onderzoeken',
  },
];

const paramsText = (l: {
  parameters: { elementName?: string | null }[];
  simple_parameters: { elementName: string; elementAmount: number }[];
}) =>
  [
    ...l.parameters.map((p) => p.elementName).filter(Boolean),
    ...l.simple_parameters.map((s) => `${s.elementName}: ${s.elementAmount}`),
  ].join(', ');

/** The protocols, lab tests and products of a case or sheet, with their add dialogs. */
export function TreatmentTables({ value, onChange, amountsOnly, readOnly }: TreatmentTablesProps) {
  const [adding, setAdding] = useState<TreatmentKind | 'product' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const canAdd = !readOnly && !amountsOnly;
  const now = () => new Date().toISOString();

  const addTreatment = (kind: TreatmentKind, c: TreatmentChoice) => {
    const common = {
      name: c.treatment.name,
      billable: true,
      parameters: c.parameters,
      simple_parameters: c.simple_parameters,
      amount: c.amount,
      date: now(),
    };
    if (kind === 'protocol')
      onChange({
        ...value,
        protocols: [
          ...value.protocols,
          { ...common, protocol: c.treatment._id, invoiceDescription: c.invoiceDescription },
        ],
      });
    else onChange({ ...value, labos: [...value.labos, { ...common, labo: c.treatment._id }] });
    setAdding(null);
  };
  const setAmount = (list: keyof EditableLines, index: number, amount: number) =>
    onChange({
      ...value,
      [list]: value[list].map((l, i) => (i === index ? { ...l, amount } : l)),
    });
  const remove = ({ list, index }: Pending) =>
    onChange({ ...value, [list]: value[list].filter((_, i) => i !== index) });

  const treatmentRows = (lines: EditableLines['protocols'] | EditableLines['labos']): LineRow[] =>
    lines.map((l, i) => ({
      key: l._id ?? `new-${i}`,
      name: l.name,
      detail: paramsText(l),
      date: l.date,
      amount: l.amount,
      billable: l.billable,
      step: 1,
      min: 1,
    }));
  const shared = {
    canAdd,
    canDelete: canAdd,
    canEditAmount: !readOnly || Boolean(amountsOnly),
    commitAmountOnBlur: Boolean(amountsOnly),
  };
  return (
    <Box>
      {TREATMENT_TABLES.map((t) => (
        <LineTable
          key={t.list}
          {...shared}
          title={t.title}
          addLabel={t.addLabel}
          empty={t.empty}
          rows={treatmentRows(value[t.list])}
          onAdd={() => setAdding(t.kind)}
          onAmount={(i, n) => setAmount(t.list, i, n)}
          onDelete={(index) =>
            setPending({ list: t.list, index, name: value[t.list][index]?.name ?? '' })
          }
        />
      ))}
      <LineTable
        {...shared}
        title="Producten"
        addLabel="Medicatie toevoegen"
        empty="Geen producten"
        rows={value.products.map((l, i) => ({
          key: l._id ?? `new-${i}`,
          name: l.name,
          detail: l.sell ? 'Aangerekend' : 'Niet aangerekend',
          date: l.date,
          amount: l.amount,
          billable: l.billable,
          step: 0.01,
          min: 0.01,
          max: l.remaining,
        }))}
        onAdd={() => setAdding('product')}
        onAmount={(i, n) => setAmount('products', i, n)}
        onDelete={(index) =>
          setPending({ list: 'products', index, name: value.products[index]?.name ?? '' })
        }
      />
      {(adding === 'protocol' || adding === 'labo') && (
        <TreatmentDialog
          kind={adding}
          onClose={() => setAdding(null)}
          onAdd={(c) => addTreatment(adding, c)}
        />
      )}
      {adding === 'product' && (
        <MedicationDialog
          onClose={() => setAdding(null)}
          onAdd={(c) => {
            onChange({
              ...value,
              products: [
                ...value.products,
                {
                  product: c.product._id,
                  name: c.product.name,
                  remaining: c.remaining,
                  amount: c.amount,
                  sell: c.sell,
                  date: now(),
                  billable: true,
                },
              ],
            });
            setAdding(null);
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        name={pending?.name}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) remove(pending);
          setPending(null);
        }}
      />
    </Box>
  );
}
