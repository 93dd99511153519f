import { TOAST_FAILURE_MS, TOAST_SUCCESS_MS } from '@pretoire/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  kind: 'success' | 'error' | 'info';
  /** Lawyer submission stays 5 s like failures. */
  long?: boolean;
}

/** Spec §9: 3 s for success, 5 s for failures and the lawyer submission. */
export const toastDuration = (t: ToastInput) => (t.kind === 'error' || t.long ? TOAST_FAILURE_MS : TOAST_SUCCESS_MS);

const ToastContext = createContext<{ show: (t: ToastInput) => void }>({ show: () => undefined });
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((t: ToastInput) => {
    clearTimeout(timer.current);
    setToast(t); // one at a time: a new toast replaces the current one
    timer.current = setTimeout(() => setToast(null), toastDuration(t));
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const tone = toast?.kind === 'error' ? 'border-red-700 bg-red-50' : toast?.kind === 'success' ? 'border-emerald-700 bg-emerald-50' : 'border-ink bg-white';
  return (
    <ToastContext.Provider value={{ show }}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {toast && (
          <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`pointer-events-auto w-full max-w-sm rounded-lg border-l-4 p-4 shadow-lg ${tone}`}>
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="text-sm text-ink-soft">{toast.description}</p>}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
