import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useCategories } from '@/features/categories';
import { useFollows, useSaveFollows } from '../api/mail';
import { Section } from './section';

/** The categories whose new questions a lawyer hears of (in the bell, and by mail as chosen above). */
export function FollowsSection() {
  const categories = useCategories();
  const follows = useFollows(true);
  const save = useSaveFollows();
  const toast = useToast();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (follows.data) setChosen(new Set(follows.data.categoryIds));
  }, [follows.data]);
  const dirty = follows.data && (chosen.size !== follows.data.categoryIds.length || follows.data.categoryIds.some((id) => !chosen.has(id)));
  return (
    <Section
      id="follows-title"
      title="Domaines suivis"
      description={
        follows.data?.customized === false
          ? 'Par défaut, les catégories de vos spécialités. Vous êtes notifié de chaque nouvelle question de ces catégories.'
          : 'Vous êtes notifié de chaque nouvelle question de ces catégories.'
      }
    >
      {!categories.data || !follows.data ? (
        <p className="text-sm text-ink-soft">Chargement…</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate([...chosen], {
              onSuccess: () => toast.show({ title: 'Domaines suivis enregistrés ✓', kind: 'success' }),
              onError: (err) => toast.show({ title: err.message, kind: 'error' }),
            });
          }}
        >
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.data.map((c) => (
              <label key={c._id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.has(c._id)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(c._id);
                    else next.delete(c._id);
                    setChosen(next);
                  }}
                />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
          <Button type="submit" className="mt-4" disabled={!dirty || save.isPending}>
            Enregistrer mes domaines
          </Button>
        </form>
      )}
    </Section>
  );
}
