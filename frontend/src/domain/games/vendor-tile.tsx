import { useNavigate } from 'react-router';
import type { Vendor } from '../../api/types';
import { useLaunch } from './launch';
import { categoryPath } from './category-paths';
import './vendor-tile.css';

/** A vendor: sports books and lotteries open their game, the others their category filtered by it. */
export function VendorTile({ vendor }: { vendor: Vendor }) {
  const launch = useLaunch();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="vendor-tile"
      onClick={() => (vendor.launchesDirectly ? launch({ category: vendor.category, vendor: vendor.code }) : void navigate(categoryPath(vendor.category, vendor.code)))}
    >
      <img src={vendor.icon} alt="" width={240} height={120} loading="lazy" decoding="async" />
      <span className="vendor-name">{vendor.name}</span>
    </button>
  );
}
