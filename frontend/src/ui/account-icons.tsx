import { Icon, PathIcon, type IconName, type IconProps } from './icons';

// Icons of the account screens, header member slot and panels: not in the first view's bundle.
const paths = {
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 004.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  plus: 'M12 5v14M5 12h14',
  // money screens
  bank: 'M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18',
  mobile: 'M8 2h8a1 1 0 011 1v18a1 1 0 01-1 1H8a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  // identity verification: an ID card
  idCard: 'M3 5h18v14H3zM9 12a2 2 0 100-4 2 2 0 000 4zM5.5 16.5a3.5 3.5 0 017 0M15 9h4M15 13h4',
} as const;

export type AccountIconName = IconName | keyof typeof paths;

export function AccountIcon({ name, ...rest }: IconProps & { name: AccountIconName }) {
  return name in paths ? <PathIcon d={paths[name as keyof typeof paths]} {...rest} /> : <Icon name={name as IconName} {...rest} />;
}
