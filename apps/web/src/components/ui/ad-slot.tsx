import { AD_PLACEHOLDER_TEXT, AD_POSITION_LABELS, type AdPosition, type AdsResult, type PublicAd } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { api } from '@/lib/api-client';

export type { PublicAd };

/** One GET /ads serves every slot of every page; ads change rarely, so it stays fresh 5 minutes. */
export const activeAdsKey = ['ads', 'active'] as const;
export const ADS_STALE_MS = 5 * 60_000;
export const getActiveAds = (request = api) => request<AdsResult>('/ads');
export const activeAdsQuery = (request = api) =>
  queryOptions({ queryKey: activeAdsKey, queryFn: () => getActiveAds(request), staleTime: ADS_STALE_MS });
export const useActiveAds = () => useQuery({ ...activeAdsQuery(), select: (r) => r.ads });

/** Click tracking never blocks the visitor: the link opens in a new tab and failures are ignored. */
const track = (id: string) => {
  void api(`/ads/track/${id}`, { method: 'POST' }).catch(() => undefined);
};

const banner = (p: AdPosition) => p === 'home-top' || p === 'post-bottom';
/** Each region names its position: two «Publicité» landmarks on one page would be indistinguishable (axe landmark-unique). */
const regionLabel = (p: AdPosition) => `Publicité — ${AD_POSITION_LABELS[p]}`;

export function AdSlot({ position }: { position: AdPosition }) {
  const ads = useActiveAds();
  // The server lists newest first: the latest active ad of a position wins.
  const ad = ads.data?.find((a) => a.position === position);
  const frame = `block overflow-hidden rounded-lg ${banner(position) ? 'aspect-[6/1] min-h-16' : 'aspect-[4/3]'} w-full`;

  if (!ad) {
    return (
      <aside
        aria-label={regionLabel(position)}
        data-position={position}
        data-ad-state={ads.isPending ? 'loading' : 'empty'}
        className={`${frame} flex items-center justify-center gap-2 border border-dashed border-ink/25 bg-white/60 text-sm text-ink-soft`}
      >
        <Megaphone aria-hidden className="h-4 w-4" />
        <span>{AD_PLACEHOLDER_TEXT}</span>
      </aside>
    );
  }
  const img = <img src={ad.imageUrl} alt="Publicité" loading="lazy" className="h-full w-full object-contain" />;
  return (
    <aside aria-label={regionLabel(position)} data-position={position} data-ad-state="active" className="relative">
      {ad.link ? (
        <a
          href={ad.link}
          target="_blank"
          rel="noopener sponsored"
          onClick={() => track(ad._id)}
          className={`${frame} border border-ink/10 bg-white`}
        >
          {img}
          <span className="sr-only"> (ouvre un nouvel onglet)</span>
        </a>
      ) : (
        <div className={`${frame} border border-ink/10 bg-white`}>{img}</div>
      )}
      <span className="absolute right-1 top-1 rounded bg-white/85 px-1.5 text-[10px] uppercase tracking-wide text-ink-soft">Annonce</span>
    </aside>
  );
}
