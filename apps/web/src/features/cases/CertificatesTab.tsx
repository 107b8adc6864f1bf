import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { certificateQuery, type CaseDetail } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';

export const hasCertificates = (c: CaseDetail) =>
  c.protocols.some((l) => l.protocol.reportType.length > 0);

/**
 * The certificates the case's protocols can print: /report/{url}?caseId&date&title&protocol and
 * one key per chosen element (domain certificateQuery; the pages come with the reports issue).
 */
export function CertificatesTab({ c }: { c: CaseDetail }) {
  return (
    <List>
      {c.protocols.flatMap((line) =>
        line.protocol.reportType.map((report) => (
          <ListItem key={`${line._id}-${report.url}`}>
            <Link
              component={RouterLink}
              to={`/report/${report.url}?${new URLSearchParams(certificateQuery(c._id, line, report.name)).toString()}`}
            >
              {report.name} — {line.protocol.name} ({formatDate(line.date)})
            </Link>
          </ListItem>
        )),
      )}
    </List>
  );
}
