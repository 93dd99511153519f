import { EVENT_DATE_HINT, EVENT_DATE_LABEL, EVENT_DATE_MIN, EVENT_DATE_REASONS, eventDateProblem } from '@pretoire/contracts';

/** The form's check: '' is fine (the field is optional), otherwise the French reason of the problem. */
export function eventDateError(value: string, now: Date = new Date()): string | undefined {
  if (!value) return undefined;
  const problem = eventDateProblem(value, now);
  return problem ? EVENT_DATE_REASONS[problem] : undefined;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

/** The optional «Date de l'événement» of the question form. */
export function EventDateField(props: { value: string; onChange: (v: string) => void; error?: string; onBlur?: () => void }) {
  return (
    <div>
      <label htmlFor="post-event-date" className="font-medium">
        {EVENT_DATE_LABEL} <span className="font-normal text-ink-soft">(facultatif)</span>
      </label>
      <p id="post-event-date-hint" className="text-sm text-ink-soft">
        {EVENT_DATE_HINT}
      </p>
      <input
        id="post-event-date"
        name="eventDate"
        type="date"
        min={EVENT_DATE_MIN}
        max={today()}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        aria-invalid={!!props.error}
        aria-describedby={`post-event-date-hint${props.error ? ' post-event-date-error' : ''}`}
        className="mt-1.5 w-full rounded-md border border-ink/20 bg-white px-3 py-2.5 aria-[invalid=true]:border-red-700 sm:w-56"
      />
      {props.error && (
        <p id="post-event-date-error" className="mt-1 text-sm text-red-800">
          {props.error}
        </p>
      )}
    </div>
  );
}
