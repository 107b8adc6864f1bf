import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { UnsavedChangesGuard, useUnsavedChanges, type LeaveScope } from './UnsavedChanges.tsx';

/** A one-field form: dirty once something is typed; 'Bewaar' saves and goes to the list. */
function Editor({ scope }: { scope?: LeaveScope }) {
  const [saved, setSaved] = useState('');
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const { markSaved } = useUnsavedChanges(value !== saved, scope);
  return (
    <>
      <label>
        Naam
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Link to="/list">Lijst</Link>
      <Link to="?tab=other">Ander tabblad</Link>
      <button
        onClick={() => {
          setSaved(value);
          markSaved();
          void navigate('/list');
        }}
      >
        Bewaar
      </button>
    </>
  );
}

function renderEditor(scope?: LeaveScope) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/edit', element: <Editor scope={scope} /> },
          { path: '/list', element: <h1>De lijst</h1> },
        ],
      },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Naam' });
const question = () => screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });

describe('leaving a form with unsaved changes', () => {
  it('without changes leaving goes at once, no question', async () => {
    const { router, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Lijst' }));
    expect(await screen.findByRole('heading', { name: 'De lijst' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it("asks first; 'Blijven' keeps what was typed, 'Verlaten zonder opslaan' leaves", async () => {
    const { router, user } = renderEditor();
    await user.type(field(), 'Flora');
    await user.click(screen.getByRole('link', { name: 'Lijst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    expect(field()).toHaveValue('Flora');

    await user.click(screen.getByRole('link', { name: 'Lijst' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Verlaten zonder opslaan',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'De lijst' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it("the browser's back button asks too", async () => {
    const { router, user } = renderEditor();
    await router.navigate('/list');
    await router.navigate('/edit');
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'x');
    await router.navigate(-1);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('a tab in the query counts as leaving', async () => {
    const { router, user } = renderEditor();
    await user.type(field(), 'x');
    await user.click(screen.getByRole('link', { name: 'Ander tabblad' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("for a 'page' editor (changes kept across its tabs) only another path counts", async () => {
    const { router, user } = renderEditor('page');
    await user.type(field(), 'x');
    await user.click(screen.getByRole('link', { name: 'Ander tabblad' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=other'));
    expect(question()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Lijst' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('reloading or closing the browser tab asks only while something is unsaved', async () => {
    const { user } = renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(field(), 'x');
    expect(unload()).toBe(true);
    await user.clear(field());
    expect(unload()).toBe(false);
  });

  it('after a save the navigation that follows does not ask', async () => {
    const { router, user } = renderEditor();
    await user.type(field(), 'Flora');
    await user.click(screen.getByRole('button', { name: 'Bewaar' }));
    expect(await screen.findByRole('heading', { name: 'De lijst' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });
});
