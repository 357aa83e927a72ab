import { QRCodeSVG } from 'qrcode.react';

/** Loaded lazily: the QR library is only needed while setting up two-factor. */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={184}
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#1c1510"
      role="img"
      aria-label={label}
      className="rounded-xl"
    />
  );
}
