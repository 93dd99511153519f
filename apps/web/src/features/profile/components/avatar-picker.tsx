import { AVATAR_PRESETS, type AvatarPreset } from '@pretoire/contracts';
import { useState } from 'react';
import { PRESET_NAMES, PresetAvatar } from '@/components/ui/avatar-presets';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { setPresetAvatar, useProfileMutation } from '../api/profile';
import { Section } from './section';

const isPreset = (v: string | null | undefined): v is AvatarPreset => !!v && (AVATAR_PRESETS as readonly string[]).includes(v);

/** Members choose one of the four preset animals (native radios: arrows move, Space selects). */
export function AvatarPicker({ current }: { current: string | null }) {
  const [choice, setChoice] = useState<AvatarPreset | null>(isPreset(current) ? current : null);
  const save = useProfileMutation('avatar', setPresetAvatar);
  const toast = useToast();
  return (
    <Section id="avatar-title" title="Avatar" description="Choisissez l’animal qui vous représente sur le forum.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!choice) return;
          save.mutate(choice, {
            onSuccess: () => toast.show({ title: 'Avatar mis à jour ✓', kind: 'success' }),
            onError: (err) => toast.show({ title: 'Échec de la mise à jour', description: err.message, kind: 'error' }),
          });
        }}
      >
        <fieldset>
          <legend className="sr-only">Avatar</legend>
          <div className="grid grid-cols-4 gap-2 sm:gap-4">
            {AVATAR_PRESETS.map((p) => (
              <label
                key={p}
                className="flex cursor-pointer flex-col items-center gap-1 rounded-xl p-2 has-[:checked]:bg-accent/10 has-[:checked]:ring-2 has-[:checked]:ring-accent has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
              >
                <input type="radio" name="avatar" value={p} checked={choice === p} onChange={() => setChoice(p)} className="sr-only" />
                <PresetAvatar preset={p} decorative className="h-14 w-14 sm:h-20 sm:w-20" />
                <span className="text-sm">{PRESET_NAMES[p]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={!choice || choice === current || save.isPending} className="mt-4">
          {save.isPending ? 'Enregistrement…' : 'Enregistrer l’avatar'}
        </Button>
      </form>
    </Section>
  );
}
