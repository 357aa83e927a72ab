import { ShieldAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { MessageScreen } from './message-screen';

export function ForbiddenScreen() {
  return (
    <MessageScreen
      icon={ShieldAlert}
      title="Access denied"
      action={{ label: 'Go to Home', to: paths.app.home.getHref() }}
    >
      This area is for administrators, so members can't open it. If you think you should have
      access, please ask an administrator of your community.
    </MessageScreen>
  );
}
