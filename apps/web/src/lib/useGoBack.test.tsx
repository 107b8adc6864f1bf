import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useGoBack } from './useGoBack.ts';

function Form() {
  const goBack = useGoBack('/list');
  return <button onClick={goBack}>Opslaan</button>;
}

function renderAt(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>Lijst</h1> },
      { path: '/detail', element: <Link to="/form">Bewerken</Link> },
      { path: '/form', element: <Form /> },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useGoBack', () => {
  it('goes back one page when the form was reached by an in-app link', async () => {
    const router = renderAt(['/detail']);
    fireEvent.click(await screen.findByRole('link', { name: 'Bewerken' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('link', { name: 'Bewerken' });
    expect(router.state.location.pathname).toBe('/detail');
  });

  it('goes to the fallback when the form was opened directly (e.g. after the login redirect)', async () => {
    const router = renderAt(['/form']);
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('heading', { name: 'Lijst' });
    expect(router.state.location.pathname).toBe('/list');
  });
});
