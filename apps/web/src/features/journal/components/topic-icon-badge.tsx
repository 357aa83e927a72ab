import type { TopicColor, TopicIcon } from '@manna/shared';
import { cn } from '@/lib/cn';
import { badgeClassesFor } from '@/lib/palette';
import { TOPIC_ICON_COMPONENTS } from '../utils/topic-style';

/** A topic's lucide icon on its colour (decorative: the topic's title names it). */
export function TopicIconBadge({
  icon,
  color,
  className,
}: {
  icon: TopicIcon;
  color: TopicColor;
  className?: string;
}) {
  const Icon = TOPIC_ICON_COMPONENTS[icon] ?? TOPIC_ICON_COMPONENTS.target;
  return (
    <span
      aria-hidden="true"
      data-icon={icon}
      data-color={color}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full',
        badgeClassesFor(color),
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
