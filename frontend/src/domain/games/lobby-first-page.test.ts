import { describe, expect, it } from 'vitest';
import { firstPageCategory, firstPageLobbies } from './lobby-first-page';

describe('a lobby page known from its path', () => {
  it('names the category of its first page, every category, or its categories alone', () => {
    expect(firstPageCategory('/slot-games', '')).toBe('RNG');
    expect(firstPageCategory('/SLOT-GAMES/', '?')).toBe('RNG');
    // the lobby of every category: its first page names none
    expect(firstPageCategory('/gameCenter', '')).toBe('');
    expect(firstPageCategory('/gameList', '')).toBe('');
    // vendors' tiles list no games, and /blockchain waits for the categories: the categories alone
    expect(firstPageCategory('/sport-games', '')).toBeNull();
    expect(firstPageCategory('/blockchain', '')).toBeNull();
    // a query chooses the category; a page that is no lobby has no first page
    expect(firstPageCategory('/gameList', '?gameType=LUDO')).toBeUndefined();
    expect(firstPageCategory('/wallets', '')).toBeUndefined();
  });

  it('gives the build every such path in lower case', () => {
    const lobbies = firstPageLobbies();
    expect(lobbies['/slotscenter']).toBe('RNG');
    expect(lobbies['/gamecenter']).toBe('');
    expect(lobbies['/blockchain']).toBeNull();
    expect(lobbies['/cockfight-games']).toBeNull();
    expect(lobbies).not.toHaveProperty('/wallets');
  });
});
