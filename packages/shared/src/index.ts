export * from './achievements/achievement-catalog';
export * from './auth/auth-schemas';
export * from './bible/books';
export * from './reading/new-testament-chapter-titles';
export * from './reading/plan-catalog';
export * from './users/user';
