import { rejectLawyerBody } from '@pretoire/contracts';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { dialogContent, dialogOverlay, field } from '@/components/ui/styles';

/** Asks the reason (sent to the lawyer by mail); the contracts schema gives the length rule. */
export function RejectDialog({
  trigger,
  name,
  busy,
  onReject,
}: {
  trigger: ReactNode;
  name: string;
  busy: boolean;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setReason('');
          setError('');
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={dialogContent}>
          <Dialog.Title className="font-serif text-xl font-semibold">Refuser {name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            Le motif est envoyé à l'avocat par e-mail et affiché sur son profil.
          </Dialog.Description>
          <form
            className="mt-4 space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const parsed = rejectLawyerBody.safeParse({ reason });
              if (!parsed.success) {
                setError('Indiquez un motif d\u2019au moins 3 caractères.');
                return;
              }
              try {
                await onReject(parsed.data.reason);
                setOpen(false);
              } catch (err) {
                setError((err as Error).message);
              }
            }}
          >
            <label htmlFor={id} className="block text-sm font-medium">
              Motif du refus
            </label>
            <textarea
              id={id}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={4}
              maxLength={1000}
              aria-required
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-err` : undefined}
              className={field}
            />
            {error && (
              <p id={`${id}-err`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={buttonClass({ variant: 'outline', size: 'sm' })} type="button">
                Annuler
              </Dialog.Close>
              <Button variant="danger" size="sm" type="submit" disabled={busy}>
                Refuser l'inscription
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
