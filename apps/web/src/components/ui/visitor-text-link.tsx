import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { VisitorLink } from '@/lib/visitor-navigation';
import { textLinkClassName } from './text-link-styles';

/** TextLink on the sign-in screens, which load without the router (lib/visitor-navigation.tsx). */
export function VisitorTextLink({ className, ...props }: ComponentProps<typeof VisitorLink>) {
  return <VisitorLink className={cn(textLinkClassName, className)} {...props} />;
}
