// The dialog primitive's promises every dialog and drawer relies on: Escape closes, the close
// button has a name, focus goes back to what opened it, and the overlay closes it unless told
// not to (confirmations, forms that would lose typing).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, DialogTitle } from './Dialog';
import { DialogCloseButton } from './DialogCloseButton';
import type { DialogLayout } from './dialogStyles';

function Harness({ closeOnOverlayClick, layout }: { closeOnOverlayClick?: boolean; layout?: DialogLayout }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open it
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closeOnOverlayClick={closeOnOverlayClick}
        layout={layout}
        aria-describedby={undefined}
      >
        <DialogTitle>Settings</DialogTitle>
        <input aria-label="Name" />
        <DialogCloseButton label="Close settings" />
      </Dialog>
    </>
  );
}

async function openFrom(name: string) {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  // Radix moves focus in after mounting; wait for it before closing again
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { opener, dialog };
}

/** a press on the overlay, as Radix's outside-press detection hears it */
async function pressOverlay() {
  const overlay = screen.getByTestId('dialog-overlay');
  // Radix listens for outside presses from the next tick after opening
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(overlay);
  fireEvent.pointerUp(overlay);
  fireEvent.click(overlay);
}

afterEach(cleanup);

describe('Dialog', () => {
  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Harness />);
    const { opener, dialog } = await openFrom('open it');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('has a close button with a name, which closes it and returns focus', async () => {
    render(<Harness layout={{ kind: 'drawer', side: 'left' }} />);
    const { opener } = await openFrom('open it');
    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on an overlay click', async () => {
    render(<Harness />);
    await openFrom('open it');
    await pressOverlay();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on an overlay click when told to', async () => {
    render(<Harness closeOnOverlayClick={false} />);
    await openFrom('open it');
    await pressOverlay();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    // Escape still closes it
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete it?"
        description="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog focused on Cancel, which the overlay does not dismiss', async () => {
    let confirmed = 0;
    render(<ConfirmHarness onConfirm={() => confirmed++} />);
    const opener = screen.getByRole('button', { name: 'delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await pressOverlay();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirmed).toBe(1);
    expect(document.activeElement).toBe(opener);
  });
});
