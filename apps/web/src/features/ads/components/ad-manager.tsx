import { AD_PLACEHOLDER_TEXT, AD_POSITION_LABELS } from '@pretoire/contracts';
import { MousePointerClick, Pencil, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { type AdminAd, useAdminAds, useDeleteAd, useUpdateAd } from '../api/admin-ads';
import { AdEditDialog } from './ad-edit-dialog';
import { AdUploadForm } from './ad-upload-form';

function AdRow({ ad }: { ad: AdminAd }) {
  const toast = useToast();
  const update = useUpdateAd();
  const del = useDeleteAd();
  const label = AD_POSITION_LABELS[ad.position];
  const switchId = `ad-active-${ad._id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink/10 bg-white p-4 sm:flex-row" data-ad={ad._id}>
      <img
        src={ad.imageUrl}
        alt={`Aperçu de la publicité — ${label}`}
        className="h-24 w-full rounded-md border border-ink/10 bg-paper object-contain sm:w-48"
      />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-semibold">{label}</p>
        <p className="truncate">
          {ad.link ? (
            <a href={ad.link} target="_blank" rel="noopener sponsored" className="underline">
              {ad.link}
            </a>
          ) : (
            <span className="text-ink-soft">Sans lien</span>
          )}
        </p>
        <p className="flex items-center gap-1" data-clicks={ad.clicks}>
          <MousePointerClick aria-hidden className="h-4 w-4" />
          {ad.clicks} clic{ad.clicks > 1 ? 's' : ''}
        </p>
        <div className="flex items-center gap-2 pt-1">
          <Switch.Root
            id={switchId}
            checked={ad.active}
            disabled={update.isPending}
            onCheckedChange={(active) =>
              update.mutate(
                { id: ad._id, changes: { active } },
                {
                  onError: (e) => toast.show({ kind: 'error', title: 'Échec de la mise à jour', description: e.message }),
                },
              )
            }
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink/30 transition-colors data-[state=checked]:bg-emerald-700"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          <label htmlFor={switchId}>{ad.active ? 'Active' : 'Inactive'}</label>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col">
        <AdEditDialog
          ad={ad}
          onSaved={() => toast.show({ kind: 'success', title: 'Publicité modifiée ✓' })}
          trigger={
            <Button variant="outline" size="sm" type="button">
              <Pencil aria-hidden className="h-4 w-4" />
              Modifier
            </Button>
          }
        />
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" type="button">
              <Trash2 aria-hidden className="h-4 w-4" />
              Supprimer
            </Button>
          }
          title="Supprimer cette publicité ?"
          description={
            <>
              L'annonce «{label}» et son image seront supprimées ; l'emplacement affichera «{AD_PLACEHOLDER_TEXT}».
            </>
          }
          confirmLabel="Supprimer"
          pending={del.isPending}
          onConfirm={() =>
            del.mutate(ad._id, {
              onSuccess: () => toast.show({ kind: 'success', title: 'Publicité supprimée ✓' }),
              onError: (e) => toast.show({ kind: 'error', title: 'Échec de la suppression', description: e.message }),
            })
          }
        />
      </div>
    </li>
  );
}

/** Admin ads: upload, then the list with preview, position, link, active switch and click count. */
export function AdManager() {
  const ads = useAdminAds();
  return (
    <div className="space-y-5">
      <AdUploadForm />
      <section aria-labelledby="ads-list-title" className="space-y-3">
        <h3 id="ads-list-title" className="text-lg font-semibold">
          Publicités ({ads.data?.length ?? 0})
        </h3>
        {ads.isPending && <p role="status">Chargement des publicités…</p>}
        {ads.isError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
            {ads.error.message}
          </p>
        )}
        {ads.data?.length === 0 && <p className="text-ink-soft">Aucune publicité : chaque emplacement affiche «{AD_PLACEHOLDER_TEXT}».</p>}
        <ul className="space-y-3">
          {ads.data?.map((ad) => (
            <AdRow key={ad._id} ad={ad} />
          ))}
        </ul>
      </section>
    </div>
  );
}
