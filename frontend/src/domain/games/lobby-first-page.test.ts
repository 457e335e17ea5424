import { describe, expect, it } from 'vitest';
import { firstPageCategory, firstPageLobbies } from './lobby-first-page';

describe('a lobby page known from its path', () => {
  it('names the category of its first page, or every category, and nothing a path cannot tell', () => {
    expect(firstPageCategory('/slot-games', '')).toBe('RNG');
    expect(firstPageCategory('/SLOT-GAMES/', '?')).toBe('RNG');
    // the lobby of every category: its first page names none
    expect(firstPageCategory('/gameCenter', '')).toBe('');
    expect(firstPageCategory('/gameList', '')).toBe('');
    // a query chooses the category; vendors' tiles list no games; /blockchain waits for the categories
    expect(firstPageCategory('/gameList', '?gameType=LUDO')).toBeUndefined();
    expect(firstPageCategory('/sport-games', '')).toBeUndefined();
    expect(firstPageCategory('/blockchain', '')).toBeUndefined();
    expect(firstPageCategory('/wallets', '')).toBeUndefined();
  });

  it('gives the build every such path in lower case', () => {
    const lobbies = firstPageLobbies();
    expect(lobbies['/slotscenter']).toBe('RNG');
    expect(lobbies['/gamecenter']).toBe('');
    expect(lobbies).not.toHaveProperty('/blockchain');
    expect(lobbies).not.toHaveProperty('/cockfight-games');
  });
});
