import { Field } from './section';

/** A file input that checks the chosen file before anything is sent: a refused file is dropped and its problem shown. */
export function CheckedFileField({
  id,
  label,
  accept,
  error,
  check,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  error: string;
  check: (file: File) => string | null;
  onFile: (file: File | null, problem: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-ink/10 file:px-3 file:py-2"
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          const problem = f ? check(f) : null;
          onFile(problem ? null : f, problem ?? '');
        }}
      />
    </Field>
  );
}
