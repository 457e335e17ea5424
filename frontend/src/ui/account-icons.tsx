import { Icon, PathIcon, type IconName, type IconProps } from './icons';

// Icons of the account screens, header member slot and panels: not in the first view's bundle.
const paths = {
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 004.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  plus: 'M12 5v14M5 12h14',
} as const;

export type AccountIconName = IconName | keyof typeof paths;

export function AccountIcon({ name, ...rest }: IconProps & { name: AccountIconName }) {
  return name in paths ? <PathIcon d={paths[name as keyof typeof paths]} {...rest} /> : <Icon name={name as IconName} {...rest} />;
}
