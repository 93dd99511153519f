import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { danger, dialogContent, dialogOverlay, outline } from './styles';

/** Radix alert dialog: focus trapped, Escape cancels, the destructive action is explicit. */
export function ConfirmDialog(props: {
  trigger: ReactNode; title: string; description: ReactNode; confirm: string; onConfirm: () => void; busy?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlay} />
        <AlertDialog.Content className={dialogContent}>
          <AlertDialog.Title className="font-serif text-xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-soft">{props.description}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={outline}>Annuler</AlertDialog.Cancel>
            <AlertDialog.Action className={danger} disabled={props.busy} onClick={props.onConfirm}>{props.confirm}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
