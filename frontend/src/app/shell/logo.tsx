import { useSite } from '../../api/site';

/** The build's own mark, for a site whose answer has not come yet. */
const fallbackLogo = '/icons/icon.svg';

/** The site's logo (GET /api/v1/site's brand.logo), square: the header's and the download bar's. */
export function LogoMark({ size = 30 }: { size?: number }) {
  const { data: site } = useSite();
  return <img className="logo-mark" src={site?.brand.logo ?? fallbackLogo} alt="" width={size} height={size} decoding="async" />;
}
