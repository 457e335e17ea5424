// swr imports `use-sync-external-store/shim`, the back-port for React before 18. React 19 has the
// hook built in, so the shim's own copy is aliased to it (vite.config.ts).
export { useSyncExternalStore } from 'react';
