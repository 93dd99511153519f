import { TOAST_DEFAULT_MS, TOAST_FAILURE_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_SUCCESS_MS } from '@pretoire/contracts';
import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useReducer, useRef } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  kind: ToastKind;
  /** Lawyer submission stays 5 s like failures. */
  long?: boolean;
}

/** Spec §9: 3 s for success, 5 s for failures and the lawyer submission, 5000 ms by default (info). */
export const toastDuration = (t: ToastInput) =>
  t.kind === 'error' || t.long ? TOAST_FAILURE_MS : t.kind === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS;

/** Spec §2: an error, success (check mark) or info icon beside the title. */
export const TOAST_ICONS: Record<ToastKind, LucideIcon> = { error: CircleAlert, success: CircleCheck, info: Info };

export interface Toast extends ToastInput {
  id: number;
  /** A dismissed toast is hidden at once and dropped from the list TOAST_REMOVE_DELAY_MS later (spec §9). */
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/** Newest first, at most TOAST_LIMIT (1): a new toast replaces the current one. */
export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return state.filter((t) => t.id !== action.id);
  }
}

const ToastContext = createContext<{ show: (t: ToastInput) => void }>({ show: () => undefined });
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);
  const later = useCallback((ms: number, action: ToastAction) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dispatch(action);
    }, ms);
    timers.current.add(timer);
  }, []);
  const show = useCallback(
    (input: ToastInput) => {
      const id = ++nextId.current;
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      later(toastDuration(input), { type: 'dismiss', id });
      later(toastDuration(input) + TOAST_REMOVE_DELAY_MS, { type: 'remove', id });
    },
    [later],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return (
    <ToastContext.Provider value={{ show }}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {toasts.map((t) => t.open && <ToastView key={t.id} toast={t} />)}
      </div>
    </ToastContext.Provider>
  );
}

const TONES: Record<ToastKind, { box: string; icon: string }> = {
  error: { box: 'border-red-700 bg-red-50', icon: 'text-red-700' },
  success: { box: 'border-emerald-700 bg-emerald-50', icon: 'text-emerald-700' },
  info: { box: 'border-ink bg-white', icon: 'text-ink' },
};

export function ToastView({ toast }: { toast: ToastInput }) {
  const Icon = TOAST_ICONS[toast.kind];
  const tone = TONES[toast.kind];
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      className={`pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg border-l-4 p-4 shadow-lg ${tone.box}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} />
      <div>
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm text-ink-soft">{toast.description}</p>}
      </div>
    </div>
  );
}
