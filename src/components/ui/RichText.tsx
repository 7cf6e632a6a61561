/** Rich text the server converted from the CMS editor to escaped HTML (server/content/richText.ts). */
export function RichText({ html, className }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || html === '') return null
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
}
