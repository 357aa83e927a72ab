export * from './chapter';
export * from './messages';
export * from './scripture-endpoints';
export * from './scripture-schemas';
export * from './translations';
