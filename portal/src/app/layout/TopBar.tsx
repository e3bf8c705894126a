import { useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom'
import { paths, type PageData } from '@portal/shared'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { useLogout } from '../../features/auth/api/logout'
import { ApiError } from '../../lib/api-client'
import { partnerNavigation } from './navigation'

/** The programme's logo and name from its settings; a drawn house until marketing uploads a logo. */
function Logo({ brand }: { brand: PageData['brand'] }) {
  return (
    <Link to={paths.home} className="logo">
      {brand.logo_url ? (
        <img src={brand.logo_url} alt="" width="32" height="32" />
      ) : (
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
          <rect width="32" height="32" rx="6" />
          <path d="M5 17 16 7l11 10h-3v8H8v-8z" />
        </svg>
      )}
      <span>{brand.name}</span>
    </Link>
  )
}

export function TopBar({ data }: { data: PageData }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setMenuOpen(false)
  }

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: (response) => {
        if (response.success) navigate(paths.home)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 419) window.alert(t('logout.csrfError', { message: error.message }))
        else console.error('logout failed', error)
      },
    })

  if (!data.isLoggedin) {
    const onRegister = location.pathname.startsWith('/register')
    return (
      <header className="topbar">
        <div className="topbar__inner">
          <Logo brand={data.brand} />
          <LanguageSwitch loggedIn={false} />
          {!onRegister && (
            <nav aria-label={t('nav.mainNavigation')} className="topbar__guest">
              <NavLink to={paths.home} end className="nav-link">
                {t('nav.home')}
              </NavLink>
              <NavLink to={paths.login} className="nav-link">
                {t('nav.login')}
              </NavLink>
            </nav>
          )}
        </div>
      </header>
    )
  }

  const items = partnerNavigation(data, t)
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo brand={data.brand} />
        <LanguageSwitch loggedIn />
        <button
          type="button"
          className="hamburger"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
        <nav id="main-menu" aria-label={t('nav.mainNavigation')} className={`topbar__menu${menuOpen ? ' topbar__menu--open' : ''}`}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={paths.profile} className="nav-link nav-link--profile">
            {t('nav.profile')}
          </NavLink>
          <button type="button" className="button button--ghost" onClick={onLogout} disabled={logout.isPending}>
            {t('nav.logout')}
          </button>
        </nav>
      </div>
    </header>
  )
}
