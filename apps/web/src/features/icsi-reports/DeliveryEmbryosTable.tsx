import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Embryo, Horse } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import type { Ref } from '../../lib/refs.ts';
import { horseCodes } from '../semen-reports/index.ts';
import { colourName } from './embryoText.ts';
import type { EmbryoDeliveryText } from './embryoText.ts';

export type DeliveryEmbryosTableProps = {
  text: EmbryoDeliveryText;
  embryos: readonly Embryo[];
  /** The donors' horse records (UELN, microchip), by id; a donor not loaded prints its name. */
  horses: ReadonlyMap<string, Horse>;
};

const cellSx = { px: 1, py: 0.5, fontSize: '0.8125rem', borderColor: 'grey.400' };

/** A donor's name with its UELN and microchip under it. */
function Donor({ donor, horses }: { donor: Ref; horses: ReadonlyMap<string, Horse> }) {
  return (
    <>
      {donor.name}
      {horseCodes(horses.get(donor._id)).map((code) => (
        <span key={code} style={{ display: 'block', fontSize: '0.75rem' }}>
          {code}
        </span>
      ))}
    </>
  );
}

/** Section C: per embryo its code, donor mare and stallion, export date and colour. */
export function DeliveryEmbryosTable({ text, embryos, horses }: DeliveryEmbryosTableProps) {
  return (
    <Table size="small" aria-label={text.lots} sx={{ '& th, & td': cellSx }}>
      <TableHead>
        <TableRow>
          <TableCell>{text.code}</TableCell>
          <TableCell>{text.donorMare}</TableCell>
          <TableCell>{text.donorStallion}</TableCell>
          <TableCell>{text.exportDate}</TableCell>
          <TableCell>{text.colour}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {embryos.map((embryo) => (
          <TableRow key={embryo._id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{embryo.code}</TableCell>
            <TableCell>
              <Donor donor={embryo.donor_mare} horses={horses} />
            </TableCell>
            <TableCell>
              <Donor donor={embryo.donor_stallion} horses={horses} />
            </TableCell>
            <TableCell>{formatDate(embryo.exportDate) || '—'}</TableCell>
            <TableCell>{colourName(embryo.color, text)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
            {text.count}
          </TableCell>
          <TableCell sx={{ fontWeight: 600, color: 'text.primary' }}>{embryos.length}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
