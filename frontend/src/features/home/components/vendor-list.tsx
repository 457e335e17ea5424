import type { Vendor } from '../../../api/types';
import { VendorTile } from '../../../domain/games/vendor-tile';
import { paginate, Pager } from '../../../ui/pager';
import { Skeleton } from '../../../ui/skeleton';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';

/** 2 columns by 2 rows per page. */
export const vendorsPerPage = 4;

/** The third-party vendors, a page of 2 x 2 at a time. */
export function VendorList({ vendors }: { vendors: Vendor[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <Pager
      label={t('home.vendors')}
      pageLabel={(n, total) => t('home.page', { n: formatNumber(n, lng), total: formatNumber(total, lng) })}
      pages={paginate(vendors, vendorsPerPage).map((page, i) => (
        <div key={i} className="vendor-grid">
          {page.map((v) => (
            <VendorTile key={`${v.category}-${v.code}`} vendor={v} />
          ))}
        </div>
      ))}
    />
  );
}

export function VendorListSkeleton() {
  return (
    <div className="pager-wrap" aria-hidden="true">
      <div className="vendor-grid">
        {Array.from({ length: vendorsPerPage }, (_, i) => (
          <div key={i} className="vendor-tile">
            <Skeleton className="vendor-art" />
            <Skeleton height={19} width="50%" />
          </div>
        ))}
      </div>
      <div className="pager-dots" />
    </div>
  );
}
