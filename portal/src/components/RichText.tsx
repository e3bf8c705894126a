import type { ReactNode } from 'react'

/** A node of Payload's Lexical rich text, as the content API returns it. */
type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean }
  value?: { url?: string | null; alt?: string; width?: number | null; height?: number | null } | string
}

const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8

function renderText(node: LexicalNode, key: number): ReactNode {
  let element: ReactNode = node.text ?? ''
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & BOLD) element = <strong>{element}</strong>
  if (format & ITALIC) element = <em>{element}</em>
  if (format & UNDERLINE) element = <u>{element}</u>
  if (format & STRIKETHROUGH) element = <s>{element}</s>
  return <span key={key}>{element}</span>
}

const HEADINGS = new Set(['h2', 'h3', 'h4'])

function renderNode(node: LexicalNode, key: number): ReactNode {
  const children = node.children?.map(renderNode)
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{children}</p>
    case 'heading': {
      // The page title is the h1; headings inside content start at h2.
      const Tag = (HEADINGS.has(node.tag ?? '') ? node.tag : 'h2') as 'h2' | 'h3' | 'h4'
      return <Tag key={key}>{children}</Tag>
    }
    case 'list':
      return node.listType === 'number' ? <ol key={key}>{children}</ol> : <ul key={key}>{children}</ul>
    case 'listitem':
      return <li key={key}>{children}</li>
    case 'quote':
      return <blockquote key={key}>{children}</blockquote>
    case 'link':
    case 'autolink': {
      const href = node.fields?.url ?? node.url ?? '#'
      const safe = /^(https?:|mailto:|tel:|\/)/.test(href) ? href : '#'
      return node.fields?.newTab ? (
        <a key={key} href={safe} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a key={key} href={safe}>
          {children}
        </a>
      )
    }
    case 'upload': {
      const media = typeof node.value === 'object' ? node.value : null
      return media?.url ? (
        <img
          key={key}
          src={media.url}
          alt={media.alt ?? ''}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          loading="lazy"
        />
      ) : null
    }
    case 'horizontalrule':
      return <hr key={key} />
    default:
      return children ? <div key={key}>{children}</div> : null
  }
}

/** Renders CMS rich text as React elements, never as raw HTML. */
export function RichText({ content }: { content: unknown }) {
  const root = (content as { root?: LexicalNode } | null)?.root
  if (!root?.children) return null
  return <div className="rich-text">{root.children.map(renderNode)}</div>
}
