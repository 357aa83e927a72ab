import { useNativePurchaseMessages } from '../hooks/use-native-purchase-messages';

/** The wrapper's purchase messages, heard for the whole app; renders nothing. */
export function NativePurchaseMessages() {
  useNativePurchaseMessages();
  return null;
}
