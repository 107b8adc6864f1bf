import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('names what is deleted and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(<ConfirmDialog open name="A-Box 1" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'A-Box 1 verwijderen' })).toBeInTheDocument();
    expect(screen.getByText('U staat op het punt om A-Box 1 te verwijderen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks the generic question without a name', () => {
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('Bent u zeker dat u dit item wil verwijderen?')).toBeInTheDocument();
  });

  it('disables both buttons while busy', () => {
    render(<ConfirmDialog open name="Vat 1" busy onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeDisabled();
  });
});
