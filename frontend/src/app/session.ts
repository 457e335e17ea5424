// Who is using the site. Sessions arrive with a later issue (GET /api/v1/session); until then
// everyone is a visitor, and every place that differs for members reads it from here.

export type Session = { kind: 'visitor' } | { kind: 'member'; account: string; type: number; clubLabel?: string };

const visitor: Session = { kind: 'visitor' };

export function useSession(): Session {
  return visitor;
}
