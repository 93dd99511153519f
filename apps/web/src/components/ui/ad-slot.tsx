import type { AdPosition } from '@pretoire/contracts';

/** Placeholder until part 2 wires GET /ads/{position}. */
export function AdSlot({ position }: { position: AdPosition }) {
  return (
    <aside aria-label="Publicité" data-position={position} className="rounded-lg border border-dashed border-ink/30 p-4 text-center text-sm text-ink-soft">
      Votre publicité ici
    </aside>
  );
}
