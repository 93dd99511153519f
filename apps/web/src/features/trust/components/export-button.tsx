import { TRUST_TEXTS } from '@pretoire/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadMyData } from '../api/export';

/** «Télécharger mes données» (GDPR access and portability): one JSON file, once per hour. */
export function ExportButton() {
  const [state, setState] = useState<{ pending: boolean; error: string | null; done: boolean }>({
    pending: false,
    error: null,
    done: false,
  });
  const run = async () => {
    setState({ pending: true, error: null, done: false });
    try {
      await downloadMyData();
      setState({ pending: false, error: null, done: true });
    } catch (e) {
      setState({ pending: false, error: (e as Error).message, done: false });
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-soft">
        Un fichier JSON avec tout ce que nous conservons sur vous : compte, questions et réponses avec leurs versions, notes, crédits,
        notifications, signalements. Une fois par heure.
      </p>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state.pending}
        className="inline-flex items-center gap-2 rounded-md border border-ink/20 bg-white px-3 py-1.5 text-sm font-medium hover:bg-paper disabled:opacity-60"
      >
        <Download aria-hidden className="h-4 w-4" />
        {state.pending ? 'Préparation…' : TRUST_TEXTS.exportButton}
      </button>
      {state.done && (
        <p role="status" className="text-sm text-emerald-800">
          Fichier téléchargé.
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
