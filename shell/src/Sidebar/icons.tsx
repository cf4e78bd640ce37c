import { createElement, type ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import CloudServerOutlined from '@ant-design/icons-svg/es/asn/CloudServerOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import UsergroupAddOutlined from '@ant-design/icons-svg/es/asn/UsergroupAddOutlined';

/*
 * The icons' SVG data only (@ant-design/icons-svg, a few hundred bytes each), drawn by a tiny renderer: the
 * sidebar, header and home page are on the first paint and must not bring @ant-design/icons or antd.
 */
interface AbstractNode {
  tag: string;
  attrs: Record<string, string>;
  children?: AbstractNode[];
}
export interface IconDefinition {
  name: string;
  icon: AbstractNode | ((primary: string, secondary: string) => AbstractNode);
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((c, i) => draw(c, i)),
  );
}

/** An icon as antd draws it (1em, currentColor), decorative. */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span aria-hidden="true" className={className ? `portal-icon ${className}` : 'portal-icon'}>
      <svg {...root.attrs} width="1em" height="1em" fill="currentColor" focusable="false">
        {root.children?.map((c, i) => draw(c, i))}
      </svg>
    </span>
  );
}

/** Icons a portal.json may name: antd names (`CalendarOutlined`) or short aliases (`calendar`). */
const ICONS: Record<string, IconDefinition> = {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudUploadOutlined,
  CloudServerOutlined,
  CommentOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  home: HomeOutlined,
  apps: AppstoreOutlined,
  shortcuts: AppstoreOutlined,
  analytics: BarChartOutlined,
  chart: LineChartOutlined,
  calendar: CalendarOutlined,
  chat: MessageOutlined,
  assistant: RobotOutlined,
  robot: RobotOutlined,
  knowledge: BookOutlined,
  book: BookOutlined,
  upload: CloudUploadOutlined,
  logs: FileTextOutlined,
  announcement: NotificationOutlined,
  announcements: NotificationOutlined,
  news: ReadOutlined,
  location: EnvironmentOutlined,
  locations: EnvironmentOutlined,
  trivia: TrophyOutlined,
  trophy: TrophyOutlined,
  permissions: SafetyOutlined,
  lock: LockOutlined,
  users: TeamOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  validation: UserAddOutlined,
  jobtitle: IdcardOutlined,
  notify: BellOutlined,
  notifications: BellOutlined,
  settings: SettingOutlined,
  remotes: CloudServerOutlined,
  star: StarOutlined,
  link: LinkOutlined,
  help: QuestionCircleOutlined,
};

export function SidebarIcon({ name }: { name?: string }) {
  const icon = (name && (ICONS[name] ?? ICONS[name.toLowerCase()])) || AppstoreOutlined;
  return <SvgIcon icon={icon} />;
}

export { BellOutlined, HomeOutlined, RobotOutlined, TrophyOutlined, UserOutlined };
