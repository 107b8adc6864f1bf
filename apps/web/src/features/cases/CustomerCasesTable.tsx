import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EMBEDDED_PAGE_SIZE } from '../../components/list/EmbeddedPagination.tsx';
import { useLocalList } from '../../components/list/useLocalList.ts';
import { useCases } from './api/useCases.ts';
import { caseColumns } from './caseColumns.tsx';

const SHOWN = ['reference', 'horse', 'mainActivity', 'status', 'createdAt'];
const columns = caseColumns.filter((c) => c.id !== undefined && SHOWN.includes(c.id));

/**
 * A customer's cases under the tabs of the customer page, newest first, 5 a page from the server
 * (spec 01 §9: small embedded tables, footer from 5 cases); a row opens the case.
 */
export function CustomerCasesTable({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const list = useLocalList({
    limit: EMBEDDED_PAGE_SIZE,
    sorting: [{ id: 'createdAt', desc: true }],
  });
  const cases = useCases({ customer: customerId, ...list.query });
  return (
    <section aria-labelledby="customer-cases-title">
      <Typography variant="h6" component="h2" id="customer-cases-title" sx={{ mt: 3, mb: 1 }}>
        Cases
      </Typography>
      <ListTable
        embedded={{}}
        labelledBy="customer-cases-title"
        columns={columns}
        query={cases}
        list={list}
        emptyText="Geen cases gevonden"
        onRowClick={(c) => void navigate(paths.case(c._id))}
      />
    </section>
  );
}
