import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Accessible confirmation for destructive actions (Radix AlertDialog: focus trapped,
 * Escape cancels, focus returns to the trigger). The trigger is any focusable element.
 */
export function ConfirmDialog(props: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-serif text-xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-soft">{props.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="rounded-md border border-ink/20 px-4 py-2 font-medium hover:bg-paper">
              Annuler
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={props.pending}
              onClick={props.onConfirm}
              className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
