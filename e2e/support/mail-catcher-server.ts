import { startMailCatcher } from './mail-catcher';

// The browser tests' inbox, started by playwright.config.ts as a web server of its own.
await startMailCatcher({
  smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT),
  httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT),
});
