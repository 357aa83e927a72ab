export * from './chapter';
export * from './messages';
export * from './translations';
