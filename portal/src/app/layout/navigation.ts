import { type PageData, paths } from '@portal/shared'

export type NavItem = { to: string; label: string }

/** The top-bar links: the contest reading has rankings, the points scheme has news; both follow the programme switches. */
export function partnerNavigation(data: PageData, t: (key: string) => string): NavItem[] {
  const inContest = data.user?.programme === 'contest' && data.programmes.contest
  const inPoints = data.user?.programme === 'points' && data.programmes.points
  return [
    { to: paths.about, label: t('nav.about') },
    { to: paths.rules, label: t('nav.rules') },
    ...(inContest
      ? [
          { to: paths.ranking, label: t('nav.ranking') },
          { to: paths.puzzle, label: t('nav.puzzle') },
        ]
      : []),
    ...(inPoints
      ? [
          { to: paths.addCode, label: t('nav.addCode') },
          { to: paths.catalogue, label: t('nav.catalogue') },
          { to: paths.myPoints, label: t('nav.myPoints') },
        ]
      : [{ to: paths.mainPrize, label: t('nav.mainPrize') }]),
    ...(inPoints ? [{ to: paths.news, label: t('nav.news') }] : []),
    { to: paths.faq, label: t('nav.faq') },
    { to: paths.contactUs, label: t('nav.contactUs') },
  ]
}
