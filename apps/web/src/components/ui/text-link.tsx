import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

import { textLinkClassName } from './text-link-styles';

export { textLinkClassName };

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClassName, className)} {...props} />;
}
