import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { CaseDetail, ProtocolLine } from '@stalboek/domain';
import { formatDate } from '../stock/format.ts';

export const hasCertificates = (c: CaseDetail) =>
  c.protocols.some((l) => l.protocol.reportType.length > 0);

/** /report/{url}?caseId&date&title plus one parameter per chosen element (spec 01). */
function certificateUrl(c: CaseDetail, line: ProtocolLine, report: { name: string; url: string }) {
  const query = new URLSearchParams({ caseId: c._id, date: line.date, title: report.name });
  for (const p of line.parameters)
    if (p.element)
      query.set(p.elementModel === 'Horse' ? 'horse' : p.elementModel.toLowerCase(), p.element);
  return `/report/${report.url}?${query.toString()}`;
}

/** The certificates the case's protocols can print (the pages come with the reports issue). */
export function CertificatesTab({ c }: { c: CaseDetail }) {
  return (
    <List>
      {c.protocols.flatMap((line) =>
        line.protocol.reportType.map((report) => (
          <ListItem key={`${line._id}-${report.url}`}>
            <Link component={RouterLink} to={certificateUrl(c, line, report)}>
              {report.name} — {line.protocol.name} ({formatDate(line.date)})
            </Link>
          </ListItem>
        )),
      )}
    </List>
  );
}
