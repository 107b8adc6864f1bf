import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CaseDetail, ProtocolLine } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { CertificatesTab, hasCertificates } from './CertificatesTab.tsx';

const CASE = '22222222-2222-4222-8222-222222222222';
const PROTOCOL = '99999999-9999-4999-8999-999999999999';
const SURROGATE = '33333333-3333-4333-8333-333333333333';
const DONOR = '44444444-4444-4444-8444-444444444444';
const STALLION = '55555555-5555-4555-8555-555555555555';
const CUSTOMER = '66666666-6666-4666-8666-666666666666';
const DATE = '2026-11-20T10:00:00.000Z';

const horse = (element: string, spec: 'Draagmoeder' | 'Donormerrie' | 'Dekhengst' | null) => ({
  elementModel: 'Horse' as const,
  elementType: spec === 'Dekhengst' ? ('Hengst' as const) : ('Merrie' as const),
  elementSpecification: spec,
  element,
  elementName: element.slice(0, 4),
});

function line(
  name: string,
  reportType: { name: string; url: string }[],
  parameters: ProtocolLine['parameters'],
): ProtocolLine {
  return {
    _id: `00000000-0000-4000-8000-00000000000${reportType.length + parameters.length}`,
    protocol: {
      _id: PROTOCOL,
      name,
      price: 100,
      fixedPrice: true,
      tax: 21,
      hasCustomDescription: false,
      invoiceDescription: null,
      products: [],
      parameters: parameters.map(({ elementModel, elementType, elementSpecification }) => ({
        elementModel,
        elementType,
        elementSpecification,
      })),
      simple_parameters: [],
      reportType,
    },
    parameters,
    simple_parameters: [],
    amount: 1,
    date: DATE,
    sheet: null,
    billable: true,
    invoiceDescription: null,
  };
}

const caseWith = (protocols: ProtocolLine[]) => ({ _id: CASE, protocols }) as unknown as CaseDetail;

const query = (name: RegExp) =>
  Object.fromEntries(
    new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://x').searchParams,
  );

describe('the certificates tab', () => {
  it('links each report with caseId, date, title, protocol and every horse under its own key', () => {
    const et = line(
      'Embryotransfer',
      [
        { name: 'Embryotransfercertificaat', url: 'gestation' },
        { name: 'Drachtigheidsattest', url: 'vetcertificate' },
      ],
      [
        horse(SURROGATE, 'Draagmoeder'),
        horse(DONOR, 'Donormerrie'),
        horse(STALLION, 'Dekhengst'),
        {
          elementModel: 'Customer',
          elementType: null,
          elementSpecification: null,
          element: CUSTOMER,
          elementName: 'Jan',
        },
      ],
    );
    const plain = line('Echografie', [], []);
    expect(hasCertificates(caseWith([plain]))).toBe(false);
    renderWithProviders(<CertificatesTab c={caseWith([et, plain])} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Drachtigheidsattest/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/report\/vetcertificate\?/),
    );
    // The first horse is `horse`; the others do not overwrite it but go by their specification.
    expect(query(/^Embryotransfercertificaat/)).toEqual({
      caseId: CASE,
      date: DATE,
      title: 'Embryotransfercertificaat',
      protocol: PROTOCOL,
      horse: SURROGATE,
      donor: DONOR,
      stallion: STALLION,
      customer: CUSTOMER,
    });
  });

  it('a second horse without a specification goes by position', () => {
    renderWithProviders(
      <CertificatesTab
        c={caseWith([
          line(
            'Twee merries',
            [{ name: 'Drachtigheidsattest', url: 'vetcertificate' }],
            [horse(DONOR, null), horse(SURROGATE, null)],
          ),
        ])}
      />,
    );
    expect(query(/^Drachtigheidsattest/)).toMatchObject({ horse: DONOR, horse2: SURROGATE });
  });
});
