import './rich-content.css';

/**
 * HTML the BFF has sanitised (bff/richtext: an allowlist, no script, event handler, frame, form or
 * javascript: address) and nothing else: the `content` of announcements, messages and help topics
 * as GET /announcements, /inbox, /help and /home answer it. Never the back office's text as it came.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-content${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
