import type { Site, SocialType } from '../../api/types';
import { BrandIcon } from '../../ui/brand-icons';
import { useTranslation } from '../../i18n/i18n';
import './social-links.css';

/** The site's links of the given types, in that order: a type without an address has none. */
function linksOf(site: Site, types: SocialType[]) {
  return types.flatMap((type) => site.social.filter((s) => s.type === type && s.url));
}

/** Whether the site has a link of any of the given types (a block titled for them shows only then). */
export function hasSocialLinks(site: Site, types: SocialType[]): boolean {
  return linksOf(site, types).length > 0;
}

/** Icons for the site's social links of the given types, in that order; a type without a link shows nothing. */
export function SocialLinks({ site, types, className }: { site: Site; types: SocialType[]; className?: string }) {
  const { t } = useTranslation();
  const links = linksOf(site, types);
  if (links.length === 0) return null;
  return (
    <ul className={`social-links${className ? ` ${className}` : ''}`}>
      {links.map((link) => (
        <li key={link.type}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link" aria-label={t(`social.${link.type}`)}>
            <BrandIcon name={link.type} />
          </a>
        </li>
      ))}
    </ul>
  );
}
