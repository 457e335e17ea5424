import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { homePath } from '../config/paths';

/** Back in history when there is somewhere to go back to inside the app, else home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(homePath, { replace: true });
  }, [navigate]);
}
