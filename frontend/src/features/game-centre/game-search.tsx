import { useId } from 'react';

/** Most characters a game-name search takes. */
const gameSearchMaxLength = 64;

/** The game-name search box of the lobby and favourites bars, labelled for screen readers. */
export function GameSearch({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="lobby-search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        enterKeyHint="search"
        maxLength={gameSearchMaxLength}
      />
    </>
  );
}
