// Support conversations: what other parts of the app use. The screens are imported by their route
// modules (app/routes/app/contact.tsx, admin-chat.tsx) from './components/*', and the app shell's
// badge by path, lazily (app/router.tsx).
export { ContactCard } from './components/contact-card';
export { SupportNavCount } from './components/support-nav-count';
