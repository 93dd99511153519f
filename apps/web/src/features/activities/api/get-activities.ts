import type { ACTIVITY_FILTERS, ActivitiesPage } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const ACTIVITIES_PAGE_SIZE = 10;

export const activitiesKey = (filter: ActivityFilter, page: number) => ['activities', filter, page] as const;
export const getActivities = (filter: ActivityFilter, page: number) =>
  api<ActivitiesPage>('/posts/lawyer/activities', { query: { filter, page, limit: ACTIVITIES_PAGE_SIZE } });
export const activitiesQuery = (filter: ActivityFilter, page: number) =>
  queryOptions({ queryKey: activitiesKey(filter, page), queryFn: () => getActivities(filter, page) });
export const useActivities = (filter: ActivityFilter, page: number) =>
  useQuery({ ...activitiesQuery(filter, page), placeholderData: keepPreviousData });
