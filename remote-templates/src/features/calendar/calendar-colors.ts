import type { EventColor } from './calendar.model';

/** Event colours dark enough for white text (WCAG AA, 4.5:1). */
export const EVENT_COLOR_VALUES: Record<EventColor, string> = {
  orange: '#b54708',
  blue: '#1d4ed8',
  green: '#15803d',
  purple: '#7e22ce',
  red: '#b91c1c',
};
