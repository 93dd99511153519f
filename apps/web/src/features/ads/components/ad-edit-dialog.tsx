import { AD_POSITION_LABELS, AD_POSITIONS, type AdPosition, adLink } from '@pretoire/contracts';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { dialogContent, dialogOverlay, field } from '@/components/ui/styles';
import { type AdminAd, useUpdateAd } from '../api/admin-ads';

export function AdEditDialog({ ad, trigger, onSaved }: { ad: AdminAd; trigger: ReactNode; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<AdPosition>(ad.position);
  const [link, setLink] = useState(ad.link ?? '');
  const [error, setError] = useState('');
  const update = useUpdateAd();
  const id = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setPosition(ad.position);
          setLink(ad.link ?? '');
          setError('');
        }
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={dialogContent}>
          <Dialog.Title className="font-serif text-xl font-semibold">Modifier la publicité</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            L'image reste la même ; supprimez et recréez l'annonce pour la changer.
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              const clean = link.trim();
              if (!adLink.safeParse(clean).success) {
                setError('Le lien doit être une adresse http(s) valide.');
                return;
              }
              update.mutate(
                { id: ad._id, changes: { position, link: clean || null } },
                {
                  onSuccess: () => {
                    setOpen(false);
                    onSaved();
                  },
                  onError: (err) => setError(err.message),
                },
              );
            }}
          >
            <div>
              <label htmlFor={`${id}-pos`} className="mb-1 block text-sm font-medium">
                Emplacement
              </label>
              <select id={`${id}-pos`} value={position} onChange={(e) => setPosition(e.target.value as AdPosition)} className={field}>
                {AD_POSITIONS.map((p) => (
                  <option key={p} value={p}>
                    {AD_POSITION_LABELS[p]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium">
                Lien (facultatif)
              </label>
              <input
                id={`${id}-link`}
                type="url"
                value={link}
                onChange={(e) => setLink(e.target.value)}
                placeholder="https://…"
                className={field}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                Annuler
              </Dialog.Close>
              <Button size="sm" type="submit" disabled={update.isPending}>
                Enregistrer
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
