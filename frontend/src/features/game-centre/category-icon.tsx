import { Icon, type IconName } from '../../ui/icons';

/** The shell's icon set stands in for the category icons of the spec (HOT, FAV, LIVE, FISH ...). */
const icons: Record<string, IconName> = {
  HOT: 'fire',
  FAV: 'heart',
  RECENT: 'refresh',
  RNG: 'star',
  LIVE: 'user',
  SPORTS: 'trophy',
  PVP: 'games',
  ESPORTS: 'games',
  FISH: 'globe',
  ELOTT: 'gift',
  LOTT: 'gift',
  COCKFIGHT: 'shield',
  RUMMY: 'games',
  LUDO: 'games',
};

export function CategoryIcon({ code, size = 20 }: { code: string; size?: number }) {
  return <Icon name={icons[code] ?? 'games'} size={size} />;
}
