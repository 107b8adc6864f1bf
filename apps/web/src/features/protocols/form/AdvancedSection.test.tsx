import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Protocol } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import ProtocolForm from '../ProtocolForm.tsx';
import { basicProtocol, formApi } from '../test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/settings/protocol/:id" element={<ProtocolForm />} />
    <Route path="/settings/protocols" element={<h1>Lijst</h1>} />
  </Routes>
);

function open(record: Protocol | undefined) {
  mockFetch(formApi(record));
  return renderWithProviders(page, {
    url: `/settings/protocol/${record ? record._id : 'undefined'}`,
  });
}

const advancedSwitch = () => screen.findByRole('switch', { name: 'Geavanceerde configuratie' });
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('protocol form, advanced section', { timeout: 30000 }, () => {
  it('starts off for a new protocol and for one without advanced configuration', async () => {
    open(undefined);
    expect(await advancedSwitch()).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Notificaties' })).not.toBeInTheDocument();
  });

  it('starts off for a loaded protocol without parameters, notifications, amounts or transactions', async () => {
    open(basicProtocol);
    expect(await advancedSwitch()).not.toBeChecked();
  });

  const advancedRecords: [string, Partial<Protocol>][] = [
    [
      'parameters',
      { parameters: [{ elementModel: 'Customer', elementType: null, elementSpecification: null }] },
    ],
    ['notifications', { notifications: [{ text: 'Controle', days: 14, tags: ['Horse'] }] }],
    [
      'simple parameters',
      { simple_parameters: [{ elementType: 'Amount', elementName: 'Rietjes' }] },
    ],
    [
      'transaction config',
      { transactionConfig: [{ transactionType: 'Ovum', transactionAction: 'Gain' }] },
    ],
  ];
  it.each(advancedRecords)('starts on when the loaded protocol has %s', async (_what, extra) => {
    open({ ...basicProtocol, ...extra });
    expect(await advancedSwitch()).toBeChecked();
    expect(region('Notificaties')).toBeInTheDocument();
  });

  it('a transaction type narrows the actions and clears an action that no longer fits', async () => {
    const { user } = open(undefined);
    await user.click(await advancedSwitch());
    const section = region('Transactieconfiguratie');
    await user.click(within(section).getByRole('button', { name: 'Transactie toevoegen' }));
    expect(within(section).getByRole('combobox', { name: /^Actie/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(section).getByRole('combobox', { name: /^Transactietype/ }));
    await user.click(await screen.findByRole('option', { name: 'ICSI-embryo' }));
    await user.click(within(section).getByRole('combobox', { name: /^Actie/ }));
    await user.click(await screen.findByRole('option', { name: 'Ingeplant' }));
    expect(within(section).getByRole('combobox', { name: /^Actie/ })).toHaveTextContent(
      'Ingeplant',
    );

    // An ovum is never implanted: the action is cleared and no longer offered.
    await user.click(within(section).getByRole('combobox', { name: /^Transactietype/ }));
    await user.click(await screen.findByRole('option', { name: 'Eicel' }));
    const action = within(section).getByRole('combobox', { name: /^Actie/ });
    await waitFor(() => expect(action).not.toHaveTextContent('Ingeplant'));
    expect(action).toHaveAccessibleDescription('Dit veld is verplicht');
    await user.click(action);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Gewonnen', 'Ontvangen', 'Ingevroren', 'Verzonden', 'Gebruikt']);
    await user.click(screen.getByRole('option', { name: 'Ingevroren' }));

    // A type that allows the chosen action keeps it.
    await user.click(within(section).getByRole('combobox', { name: /^Transactietype/ }));
    await user.click(await screen.findByRole('option', { name: 'Rietje diepvriessperma' }));
    expect(within(section).getByRole('combobox', { name: /^Actie/ })).toHaveTextContent(
      'Ingevroren',
    );
  });

  it("changing a horse parameter's gender resets its specification", async () => {
    const { user } = open({
      ...basicProtocol,
      parameters: [
        { elementModel: 'Horse', elementType: 'Merrie', elementSpecification: 'Draagmoeder' },
      ],
    });
    await advancedSwitch();
    const section = region('Extra velden');
    const specification = within(section).getByRole('combobox', { name: 'Specificatie' });
    expect(specification).toHaveTextContent('Draagmoeder');
    await user.click(within(section).getByRole('combobox', { name: /^Geslacht/ }));
    await user.click(await screen.findByRole('option', { name: 'Hengst' }));
    await waitFor(() => expect(specification).not.toHaveTextContent('Draagmoeder'));
    await user.click(specification);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Geen', 'Dekhengst']);
  });

  it('the report alert is info when every required field is on, error otherwise, naming the missing parameter', async () => {
    const { user } = open({
      ...basicProtocol,
      parameters: [{ elementModel: 'Customer', elementType: null, elementSpecification: null }],
    });
    await advancedSwitch();
    const report = region('Rapport');
    await user.click(within(report).getByRole('combobox', { name: 'Rapporttype' }));
    await user.click(await screen.findByRole('option', { name: /^Spermaleveringsbon/ }));
    // The semen delivery note needs a semen lot and a customer: the customer is on, the lot not.
    expect(within(report).getByRole('alert')).toHaveTextContent(/ontbreekt: Sperma \(lot\)/);
    expect(within(report).getByRole('alert').className).toMatch(/Error/);
    const parameters = region('Extra velden');
    expect(
      within(parameters).getByText(
        'Sperma (lot): dit veld is verplicht voor het geselecteerde rapport',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled());

    await user.click(within(parameters).getByRole('button', { name: 'Sperma (lot) toevoegen' }));
    await waitFor(() => expect(within(report).getByRole('alert').className).toMatch(/Info/));
    expect(within(report).getByRole('alert')).toHaveTextContent(
      'Alle verplichte velden van Spermaleveringsbon staan aan: Sperma (lot), Klant.',
    );
    expect(within(parameters).queryByText(/verplicht voor het geselecteerde rapport/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
  });

  it('a notification needs text, days and tags', async () => {
    const { user } = open(basicProtocol);
    await user.click(await advancedSwitch());
    const section = region('Notificaties');
    await user.click(within(section).getByRole('button', { name: 'Notificatie toevoegen' }));
    const save = screen.getByRole('button', { name: 'Opslaan' });
    await waitFor(() => expect(save).toBeDisabled());
    const text = within(section).getByRole('textbox', { name: /^Tekst/ });
    const days = within(section).getByRole('spinbutton', { name: /^Dagen/ });
    await user.type(text, 'x');
    await user.clear(text);
    await user.type(days, '-1');
    await waitFor(() => expect(text).toHaveAccessibleDescription('Dit veld is verplicht'));
    expect(days).toHaveAccessibleDescription('Mag niet negatief zijn');

    await user.type(text, 'Drachtigheidscontrole');
    await user.clear(days);
    await user.type(days, '14');
    await waitFor(() => expect(days).not.toHaveAccessibleDescription('Mag niet negatief zijn'));
    expect(save).toBeDisabled();
    const tags = within(section).getByRole('combobox', { name: /^Tags/ });
    await user.click(tags);
    await user.click(await screen.findByRole('option', { name: 'Paard' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save).toBeEnabled());
    expect(tags).toHaveTextContent('Paard');
  });

  it('turning the section off saves the protocol without its advanced configuration', async () => {
    const calls = mockFetch(
      formApi({
        ...basicProtocol,
        notifications: [{ text: 'Controle', days: 14, tags: ['Horse'] }],
        transactionConfig: [{ transactionType: 'Ovum', transactionAction: 'Gain' }],
      }),
    );
    const { user, router } = renderWithProviders(page, {
      url: `/settings/protocol/${basicProtocol._id}`,
    });
    await user.click(await advancedSwitch());
    expect(
      screen.getByText('Bij opslaan wordt de geavanceerde configuratie van dit record verwijderd.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/protocols'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      protocol: { notifications: [], transactionConfig: [], parameters: [], reportType: null },
    });
  });
});
