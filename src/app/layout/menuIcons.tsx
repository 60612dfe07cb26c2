import {
  AppsRegular,
  BookContactsRegular,
  BookRegular,
  BriefcaseRegular,
  CalendarLtrRegular,
  ChatRegular,
  DataTrendingRegular,
  DatabaseRegular,
  DesktopPulseRegular,
  DocumentDataRegular,
  GlobeRegular,
  HomeRegular,
  MegaphoneRegular,
  PersonRegular,
  SettingsRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { MenuIconName } from '../../shared/protocol/views.ts';

/** The spec's menu icon set, by the names the server's menu items carry (the server accepts only these: protocol/views.ts). */
export const MENU_ICONS: Record<string, FluentIcon> = {
  home: HomeRegular,
  reports: DocumentDataRegular,
  messages: ChatRegular,
  addressBook: BookContactsRegular,
  knowledge: BookRegular,
  roster: CalendarLtrRegular,
  system: SettingsRegular,
  data: DatabaseRegular,
  monitor: DesktopPulseRegular,
  notice: MegaphoneRegular,
  network: GlobeRegular,
  business: BriefcaseRegular,
  analysis: DataTrendingRegular,
  user: PersonRegular,
} satisfies Record<MenuIconName, FluentIcon>;

/** A menu icon by name; an unknown name shows a neutral icon rather than nothing. */
export function MenuIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = (name && MENU_ICONS[name]) || AppsRegular;
  return <Icon className={className} aria-hidden data-icon={name && MENU_ICONS[name] ? name : 'default'} />;
}
