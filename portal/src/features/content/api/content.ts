import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { NEWS_PAGE_SIZE, type PointsRule, PRODUCTS_PAGE_SIZE, type ProductsPage } from '@portal/shared'
import { api } from '../../../lib/api-client'

type Image = { url: string | null; alt: string; width: number | null; height: number | null } | null
export type NewsSummary = { slug: string; title: string; lead: string; published_at: string; image: Image }
export type NewsItem = NewsSummary & { content: unknown }
export type CmsPage = { key: string; title: string; lead: string | null; content: unknown }
export type FaqItem = { id: string; question: string; answer: string; category: string }

const pageQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['pages', key],
    queryFn: () => api.get<{ item: CmsPage }>(`/api/pages/${key}`).then((r) => r.item),
    retry: false,
  })
export const usePage = (key: string) => useQuery(pageQueryOptions(key))

const newsListQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: ['news', page, perPage],
    queryFn: () => api.get<{ items: NewsSummary[]; current_page: number; last_page: number }>(`/api/news?page=${page}&per_page=${perPage}`),
    placeholderData: keepPreviousData,
  })
export const useNewsList = (page: number, perPage = NEWS_PAGE_SIZE) => useQuery(newsListQueryOptions(page, perPage))

const newsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['news-item', slug],
    queryFn: () => api.get<{ item: NewsItem }>(`/api/news/${encodeURIComponent(slug)}`).then((r) => r.item),
    retry: false,
  })
export const useNews = (slug: string) => useQuery(newsQueryOptions(slug))

const faqQueryOptions = () =>
  queryOptions({ queryKey: ['faq'], queryFn: () => api.get<{ items: FaqItem[] }>('/api/faq').then((r) => r.items) })
export const useFaq = () => useQuery(faqQueryOptions())

const pointsRulesQueryOptions = () =>
  queryOptions({ queryKey: ['rules-points'], queryFn: () => api.get<{ items: PointsRule[] }>('/api/rules/points').then((r) => r.items) })
export const usePointsRules = () => useQuery(pointsRulesQueryOptions())

const productsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['products', page],
    queryFn: () => api.get<ProductsPage>(`/api/products?page=${page}&per_page=${PRODUCTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  })
export const useProducts = (page: number, enabled: boolean) => useQuery({ ...productsQueryOptions(page), enabled })
