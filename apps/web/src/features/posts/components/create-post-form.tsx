import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_FORM_MESSAGES, POST_TITLE_MAX, POST_TITLE_MIN } from '@pretoire/contracts';
import { Lightbulb } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { findCategory, useCategories } from '@/features/categories';
import { DeadlinePreview, EventDateField, eventDateError } from '@/features/desk';
import { PersonalDataHints } from '@/features/trust';
import { useCreatePost } from '../api/create-post';
import { FactsChecklist } from './facts-checklist';
import { SimilarQuestions } from './similar-questions';

type Field = 'title' | 'category' | 'content';

/** Same limits as the server (contracts), checked on the trimmed text as the server does. */
export function validatePost(v: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const title = v.title.trim().length;
  const content = v.content.trim().length;
  if (title < POST_TITLE_MIN) errors.title = POST_FORM_MESSAGES.tooShort(POST_TITLE_MIN);
  else if (title > POST_TITLE_MAX) errors.title = POST_FORM_MESSAGES.tooLong(POST_TITLE_MAX);
  if (!v.category) errors.category = POST_FORM_MESSAGES.categoryRequired;
  if (content < POST_CONTENT_MIN) errors.content = POST_FORM_MESSAGES.tooShort(POST_CONTENT_MIN);
  else if (content > POST_CONTENT_MAX) errors.content = POST_FORM_MESSAGES.tooLong(POST_CONTENT_MAX);
  return errors;
}

const input = 'mt-1.5 w-full rounded-md border bg-white px-3 py-2.5 aria-[invalid=true]:border-red-700';

function Counter({ id, n, min, max }: { id: string; n: number; min: number; max: number }) {
  return (
    <span id={id} className={`text-xs ${n > max ? 'text-red-800' : 'text-ink-soft'}`}>
      {n.toLocaleString('fr-FR')} / {max.toLocaleString('fr-FR')}
      {n < min ? ` · minimum ${min}` : ''}
    </span>
  );
}

export function CreatePostForm() {
  const categories = useCategories();
  const create = useCreatePost();
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const preset = findCategory(categories.data, search.get('category') ?? undefined);
  const [values, setValues] = useState<Record<Field, string>>({ title: '', category: '', content: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // The optional «Date de l'événement».
  const [eventDate, setEventDate] = useState('');
  const [eventDateTouched, setEventDateTouched] = useState(false);
  // The asker saw the detected deadline and said none applies (nothing is stored or shown).
  const [noDeadline, setNoDeadline] = useState(false);
  const eventDateProblem = eventDateError(eventDate);
  const refs = {
    title: useRef<HTMLInputElement>(null),
    category: useRef<HTMLSelectElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
  };
  const current = { ...values, category: values.category || preset?._id || '' };
  const errors = validatePost(current);
  const show = (f: Field) => (touched[f] ? errors[f] : undefined);
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));
  const blur = (f: Field) => () => setTouched((t) => ({ ...t, [f]: true }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched({ title: true, category: true, content: true });
    const first = (['title', 'category', 'content'] as const).find((f) => errors[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (eventDateProblem) {
      setEventDateTouched(true);
      document.getElementById('post-event-date')?.focus();
      return;
    }
    create.mutate(
      {
        title: current.title.trim(),
        content: current.content.trim(),
        category: current.category,
        ...(eventDate ? { eventDate } : {}),
        ...(noDeadline ? { noDeadline } : {}),
      },
      {
        onSuccess: (post) => {
          toast.show({ kind: 'success', title: 'Question publiée ✓', description: 'Les avocats peuvent maintenant vous répondre.' });
          void navigate(paths.post(post._id));
        },
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="create-title">
        <div>
          <h1 id="create-title" className="text-3xl sm:text-4xl">
            Poser une question
          </h1>
          <p className="mt-2 text-ink-soft">Décrivez votre situation ; des avocats vérifiés vous répondront ici.</p>
        </div>
        <div>
          <div className="flex items-end justify-between gap-2">
            <label htmlFor="post-title" className="font-medium">
              Titre
            </label>
            <Counter id="post-title-count" n={current.title.trim().length} min={POST_TITLE_MIN} max={POST_TITLE_MAX} />
          </div>
          <input
            ref={refs.title}
            id="post-title"
            name="title"
            value={values.title}
            onChange={set('title')}
            onBlur={blur('title')}
            maxLength={POST_TITLE_MAX}
            autoComplete="off"
            placeholder="Ex. : Mon propriétaire refuse de rendre le dépôt de garantie"
            aria-invalid={!!show('title')}
            aria-describedby={`post-title-count${show('title') ? ' post-title-error' : ''}`}
            className={`${input} border-ink/20`}
          />
          {show('title') && (
            <p id="post-title-error" className="mt-1 text-sm text-red-800">
              {show('title')}
            </p>
          )}
          <SimilarQuestions title={current.title} category={current.category} />
        </div>
        <div>
          <label htmlFor="post-category" className="font-medium">
            Catégorie
          </label>
          <select
            ref={refs.category}
            id="post-category"
            name="category"
            value={current.category}
            onChange={set('category')}
            onBlur={blur('category')}
            aria-invalid={!!show('category')}
            aria-describedby={show('category') ? 'post-category-error' : undefined}
            className={`${input} border-ink/20`}
          >
            <option value="" disabled>
              {categories.isPending ? 'Chargement des catégories…' : 'Choisissez une catégorie'}
            </option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
          {show('category') && (
            <p id="post-category-error" className="mt-1 text-sm text-red-800">
              {show('category')}
            </p>
          )}
        </div>
        <div>
          <div className="flex items-end justify-between gap-2">
            <label htmlFor="post-content" className="font-medium">
              Votre situation
            </label>
            <Counter id="post-content-count" n={current.content.trim().length} min={POST_CONTENT_MIN} max={POST_CONTENT_MAX} />
          </div>
          <textarea
            ref={refs.content}
            id="post-content"
            name="content"
            value={values.content}
            onChange={set('content')}
            onBlur={blur('content')}
            rows={10}
            maxLength={POST_CONTENT_MAX}
            aria-invalid={!!show('content')}
            aria-describedby={`post-content-count${show('content') ? ' post-content-error' : ''}`}
            className={`${input} border-ink/20 leading-relaxed`}
          />
          {show('content') && (
            <p id="post-content-error" className="mt-1 text-sm text-red-800">
              {show('content')}
            </p>
          )}
        </div>
        <FactsChecklist category={findCategory(categories.data, current.category)?.slug} text={`${values.title}\n${values.content}`} />
        {/* What will be masked, highlighted as the person types. */}
        <PersonalDataHints text={`${values.title}\n${values.content}`} />
        <DeadlinePreview
          title={values.title}
          content={values.content}
          eventDate={eventDateProblem ? '' : eventDate}
          dismissed={noDeadline}
          onDismissedChange={setNoDeadline}
          onCorrectDate={(detected) => {
            if (!eventDate && detected) setEventDate(detected);
            document.getElementById('post-event-date')?.focus();
          }}
        />
        <EventDateField
          value={eventDate}
          onChange={setEventDate}
          onBlur={() => setEventDateTouched(true)}
          error={eventDateTouched ? eventDateProblem : undefined}
        />
        {create.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-700/20">
            {create.error.message}
          </p>
        )}
        <button
          type="submit"
          disabled={create.isPending}
          className="w-full rounded-md bg-ink px-5 py-3 font-medium text-white hover:bg-ink-soft disabled:opacity-60 sm:w-auto"
        >
          {create.isPending ? 'Publication…' : 'Publier ma question'}
        </button>
      </form>
      <aside aria-labelledby="tips-title" className="h-fit rounded-xl border border-ink/10 bg-white p-5 text-sm shadow-sm">
        <h2 id="tips-title" className="flex items-center gap-2 font-serif text-lg">
          <Lightbulb aria-hidden className="h-5 w-5 text-accent" />
          Bien poser sa question
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-soft">
          <li>Un titre court qui résume le problème.</li>
          <li>Les faits dans l’ordre, avec les dates importantes.</li>
          <li>Ce que vous avez déjà fait (courrier, mise en demeure…).</li>
          <li>Pas de nom, d’adresse ni de numéro : votre question est publique.</li>
        </ul>
      </aside>
    </div>
  );
}
