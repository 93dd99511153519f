import {
  MAIL_KIND_LABELS,
  type MailPreferences,
  NEW_QUESTION_MODE_LABELS,
  NEW_QUESTION_MODES,
  type NewQuestionMode,
} from '@pretoire/contracts';
import { useToast } from '@/components/ui/toast';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail';
import { Section } from './section';

type Toggle = 'answers' | 'replies' | 'ratings' | 'consultations';

/** On/off per kind of mail; lawyers also choose how they hear of new questions in their fields. Saved at each change. */
export function MailPreferencesSection({ lawyer }: { lawyer: boolean }) {
  const prefs = useMailPreferences();
  const save = useSaveMailPreferences();
  const toast = useToast();
  const change = (patch: Partial<MailPreferences>) =>
    save.mutate(patch, {
      onSuccess: () => toast.show({ title: 'Préférences enregistrées ✓', kind: 'success' }),
      onError: (err) => toast.show({ title: err.message, kind: 'error' }),
    });
  const toggles: { key: Toggle; label: string }[] = [
    { key: 'answers', label: MAIL_KIND_LABELS.answer },
    { key: 'replies', label: MAIL_KIND_LABELS.reply },
    ...(lawyer
      ? [
          { key: 'ratings' as const, label: MAIL_KIND_LABELS.rating },
          { key: 'consultations' as const, label: MAIL_KIND_LABELS.consultation },
        ]
      : []),
  ];
  return (
    <Section
      id="mail-prefs-title"
      title="E-mails"
      description="Choisissez les e-mails que Prétoire vous envoie. Les messages sur votre compte partent toujours."
    >
      {!prefs.data ? (
        <p className="text-sm text-ink-soft">Chargement…</p>
      ) : (
        <div className="space-y-3">
          {toggles.map((t) => (
            <label key={t.key} className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={prefs.data[t.key]}
                disabled={save.isPending}
                onChange={(e) => change({ [t.key]: e.target.checked })}
                className="size-4"
              />
              <span>{t.label}</span>
            </label>
          ))}
          {lawyer && (
            <fieldset>
              <legend className="text-sm font-medium">{MAIL_KIND_LABELS.new_question}</legend>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-4">
                {NEW_QUESTION_MODES.map((mode: NewQuestionMode) => (
                  <label key={mode} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="new-questions"
                      value={mode}
                      checked={prefs.data.newQuestions === mode}
                      disabled={save.isPending}
                      onChange={() => change({ newQuestions: mode })}
                    />
                    <span>{NEW_QUESTION_MODE_LABELS[mode]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
    </Section>
  );
}
