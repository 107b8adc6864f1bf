import { Component, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { describe, expect, it, vi } from 'vitest';
import { lazyModulePage, lazyPage, preloadPath } from './lazyPage.tsx';

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const show = (Page: ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Laden</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

describe('lazyPage', () => {
  it('shows the fallback until its chunk is loaded, then the page', async () => {
    const load = vi.fn(() => Promise.resolve(page('Paarden')));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    show(Page);
    expect(screen.getByText('Laden')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paarden' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, renders the page at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(page('Klanten')));
    const Page = lazyPage(load);
    await Page.preload();
    show(Page);
    expect(screen.getByRole('heading', { name: 'Klanten' })).toBeInTheDocument();
    expect(screen.queryByText('Laden')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load reaches the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(() => Promise.reject(new Error('Chunk kon niet laden')));
    await Page.preload().catch(() => undefined);
    show(Page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Chunk kon niet laden');
  });
});

describe('lazyModulePage', () => {
  it('gives the page the Dutch date pickers', async () => {
    const Page = lazyModulePage(() =>
      Promise.resolve({ default: () => <DatePicker label="Datum" /> }),
    );
    show(Page);
    expect(await screen.findByRole('button', { name: 'Kies datum' })).toBeInTheDocument();
  });
});

describe('preloadPath', () => {
  it('loads the page(s) the path shows, and no other', async () => {
    const home = vi.fn(() => Promise.resolve(page('Start')));
    const horses = vi.fn(() => Promise.resolve(page('Paarden')));
    const Home = lazyPage(home);
    const Horses = lazyPage(horses);
    const routes = [
      { path: '/', children: [{ index: true, element: <Home /> }] },
      { path: '/horse', element: <Horses /> },
    ];
    preloadPath(routes, '/horse');
    expect(horses).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    preloadPath(routes, '/');
    expect(home).toHaveBeenCalledTimes(1);
    preloadPath(routes, '/nowhere');
    expect(home).toHaveBeenCalledTimes(1);
    expect(horses).toHaveBeenCalledTimes(1);
  });
});
