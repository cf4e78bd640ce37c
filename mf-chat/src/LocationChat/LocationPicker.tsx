import { Badge, Select } from 'antd';
import { CHAT_TEXTS, type ChatLocationOption } from '@portal/shared';

export interface LocationPickerProps {
  locations: ChatLocationOption[];
  value: number;
  onChange(locationId: number): void;
}

/** The location dropdown (spec 2.15): the locations this user may open, each with its unread count. */
export function LocationPicker({ locations, value, onChange }: LocationPickerProps) {
  const options = locations.map((l) => ({
    value: l.id,
    // the text the select searches and reads out; the badge is drawn beside it
    title: l.unread ? `${l.location_name}, ${CHAT_TEXTS.unreadLabel(l.unread)}` : l.location_name,
    label: (
      <span className="chat-picker__option">
        <span className="chat-picker__name">{l.location_name}</span>
        {l.unread > 0 && <Badge count={CHAT_TEXTS.unread(l.unread)} size="small" aria-label={CHAT_TEXTS.unreadLabel(l.unread)} />}
      </span>
    ),
  }));
  const others = locations.reduce((n, l) => n + (l.id === value ? 0 : l.unread), 0);
  return (
    <Badge dot={others > 0} offset={[-4, 4]}>
      <Select<number>
        className="chat-picker"
        aria-label={CHAT_TEXTS.locationPicker}
        value={value}
        options={options}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'title' }}
        popupMatchSelectWidth={false}
      />
    </Badge>
  );
}
