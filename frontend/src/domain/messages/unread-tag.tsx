import './unread-tag.css';

/** "New" before the title of an announcement or a message the player has not read. */
export function UnreadTag({ text }: { text: string }) {
  return <span className="unread-tag">{text}</span>;
}
