// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle, SheetContent } from './dialog';

afterEach(cleanup);

/** A dialog opened from state (no DialogTrigger), as most of the app's are. */
function FromState({
  sheet = false,
  dropOpener = false,
  onCloseAutoFocus,
}: {
  sheet?: boolean;
  dropOpener?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const Content = sheet ? SheetContent : DialogContent;
  return (
    <>
      <button type="button">Elsewhere</button>
      {dropOpener && open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Details</DialogTitle>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Content>
      </Dialog>
    </>
  );
}

const openFromKeyboard = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('a dialog opened from state gives focus back when it closes', () => {
  it('to its opener, on Escape, on its Close and on its own button', async () => {
    render(<FromState />);
    for (const close of [
      () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Done' })),
    ]) {
      const opener = openFromKeyboard();
      await waitFor(() =>
        expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
      );
      close();
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('from a bottom sheet too', async () => {
    render(<FromState sheet />);
    const opener = openFromKeyboard();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('lets the dialog choose instead, and leaves focus alone when the opener is gone', async () => {
    const elsewhere = (event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    };
    render(<FromState onCloseAutoFocus={elsewhere} />);
    openFromKeyboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' })),
    );
    cleanup();

    render(<FromState dropOpener />);
    openFromKeyboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });
});
