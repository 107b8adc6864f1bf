import type { DefaultValues, FieldPath, UseFormSetError } from 'react-hook-form';
import type { IcsiLotDetail, IcsiLotFields } from '@stalboek/domain';
import { ApiError } from '../../api/client.ts';

/** The form's values: the saved lot, or an empty new one. */
export function lotFormValues(lot?: IcsiLotDetail): DefaultValues<IcsiLotFields> {
  return {
    code: lot?.code ?? '',
    amount: lot ? String(lot.amount) : '',
    owner: lot?.owner._id ?? '',
    donor_mare: lot?.donor_mare._id ?? '',
    donor_stallion: lot?.donor_stallion._id ?? '',
    collectionDate: lot?.collectionDate ?? null,
    traces: lot?.traces ?? false,
    collectionColor: (lot?.collectionColor ?? null) as IcsiLotFields['collectionColor'],
    location: {
      container: lot?.location.container._id ?? '',
      tube: lot ? String(lot.location.tube) : '',
      position: lot?.location.position,
    },
  };
}

type LotField = FieldPath<IcsiLotFields>;

const FIELDS: readonly LotField[] = [
  'code',
  'amount',
  'owner',
  'donor_mare',
  'donor_stallion',
  'collectionDate',
  'traces',
  'collectionColor',
  'location.container',
  'location.tube',
  'location.position',
];

/** The field a server detail's path names ('body.icsi.location.tube'); the place as a whole is its container. */
export function fieldOfPath(path: string): LotField | 'embryoCodes' | null {
  if (path === 'body.embryoCodes' || path.startsWith('body.embryoCodes.')) return 'embryoCodes';
  const field = path.replace(/^body\.icsi\./, '');
  if (field === 'location') return 'location.container';
  return (FIELDS as readonly string[]).includes(field) ? (field as LotField) : null;
}

/**
 * A refused save (400) puts each of the server's details under the field it names; a fault of
 * the chosen embryos goes to `onEmbryos`. The banner says the message as for every failed call.
 */
export function showServerErrors(
  error: unknown,
  setError: UseFormSetError<IcsiLotFields>,
  onEmbryos: (message: string) => void,
): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  for (const { path, message } of error.body?.details ?? []) {
    const field = fieldOfPath(path);
    if (field === 'embryoCodes') onEmbryos(message);
    else if (field) setError(field, { type: 'server', message });
  }
}
