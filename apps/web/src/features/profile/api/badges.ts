import { useQuery } from '@tanstack/react-query';
import { ownBadgesQuery } from './progress';

export const useBadges = (enabled: boolean) => useQuery({ ...ownBadgesQuery(), enabled });
