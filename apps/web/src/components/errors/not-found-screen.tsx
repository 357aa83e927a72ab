import { Compass } from 'lucide-react';
import { paths } from '@/config/paths';
import { MessageScreen } from './message-screen';

export function NotFoundScreen() {
  return (
    <MessageScreen
      icon={Compass}
      eyebrow="404"
      title="Page not found"
      action={{ label: 'Go to Home', to: paths.app.home.getHref() }}
    >
      We couldn't find the page you were looking for. It may have moved, or it isn't here yet.
    </MessageScreen>
  );
}
