import { Skeleton } from './skeleton';
import './page-skeleton.css';

/** What a page shows while its code or data arrives. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-hidden="true">
      <Skeleton ratio="5 / 2" radius={12} />
      <Skeleton height={18} width="40%" />
      <Skeleton height={18} width="70%" />
      <Skeleton height={18} width="55%" />
    </div>
  );
}
