import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COMPANY, brusselsDay } from '@stalboek/domain';
import type { DeliveryChoices } from './DeliveryOptions.tsx';
import { countryName } from './deliveryText.ts';
import type { DeliverySheetText } from './deliveryText.ts';
import type { Address } from './destination.ts';

export type DeliverySheetProps = {
  /** The labels in the chosen language (semen or embryos). */
  text: DeliverySheetText;
  choices: DeliveryChoices;
  destination: Address;
  /** Section C: what was delivered (its title is `text.lots`). */
  children: ReactNode;
};

/** dd/MM/yyyy of a stored day (12:00 Belgian time); empty while the date is being typed. */
function dayText(iso: string | null): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const [y, m, d] = brusselsDay(at).split('-');
  return `${d}/${m}/${y}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ breakInside: 'avoid' }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, borderBottom: 1, borderColor: 'grey.400', mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value lines (a label '' continues the line above); empty values are left out. */
function Lines({ lines }: { lines: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {lines
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value], i) => (
          <Box key={i} sx={{ display: 'contents', typography: 'body2' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

function centreLines(text: DeliverySheetText, choices: DeliveryChoices): [string, string][] {
  const c = COMPANY;
  return [
    [text.name, c.name],
    [text.address, c.address],
    ['', `${c.postalCode} ${c.city}`],
    [text.country, countryName(c.country, choices.language)],
    [text.approvalNumber, choices.approvalNumber],
    [text.vatNumber, c.vatNumber],
    [text.phone, c.phone],
    [text.mail, c.mail],
    [text.website, c.website],
  ];
}

function destinationLines(text: DeliverySheetText, to: Address): [string, string][] {
  return [
    [text.name, to.name],
    [text.address, to.address],
    [to.address.trim() ? '' : text.address, `${to.postalCode} ${to.city}`],
    [text.country, to.country],
  ];
}

/** The doctor's stamp (title and three lines) beside the signature line. */
function StampAndSignature({
  text,
  choices,
}: {
  text: DeliverySheetText;
  choices: DeliveryChoices;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, breakInside: 'avoid' }}>
      <Box
        role="group"
        aria-label={text.stampTitle}
        sx={{ border: 1, borderColor: 'grey.600', p: 1.5, minHeight: '32mm' }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {text.stampTitle}
        </Typography>
        <Typography variant="body2">{choices.signatory}</Typography>
        <Typography variant="body2">{COMPANY.name}</Typography>
        <Typography variant="body2">
          {text.approvalNumber} {choices.approvalNumber}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Typography variant="body2" sx={{ mb: 5 }}>
          {COMPANY.city}, {dayText(choices.shippingDate)}
        </Typography>
        <Box sx={{ borderTop: 1, borderColor: 'grey.800', pt: 0.5 }}>
          <Typography variant="body2">
            {text.signature}: {choices.signatory}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * A printable delivery report (semen or embryos): title, sections A and B, section C as given,
 * the declaration, stamp and signature.
 */
export function DeliverySheet({ text, choices, destination, children }: DeliverySheetProps) {
  return (
    <Box
      component="article"
      aria-label={text.title}
      lang={choices.language === 'NL' ? 'nl' : 'en'}
      sx={{
        flexGrow: 1,
        maxWidth: '210mm',
        minWidth: 0,
        bgcolor: '#fff',
        color: 'text.primary',
        p: { xs: 2, sm: '12mm' },
        boxShadow: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
        '@media print': { boxShadow: 'none', p: 0, maxWidth: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
        <Typography variant="body2">
          {text.shippingDate}: {dayText(choices.shippingDate)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        <Section title={text.centre}>
          <Lines lines={centreLines(text, choices)} />
        </Section>
        <Section title={text.destination}>
          <Lines lines={destinationLines(text, destination)} />
        </Section>
      </Box>
      <Section title={text.lots}>{children}</Section>
      <Typography variant="body2" sx={{ textAlign: 'justify' }}>
        {text.statement(COMPANY.name, choices.approvalNumber)}
      </Typography>
      <StampAndSignature text={text} choices={choices} />
    </Box>
  );
}
