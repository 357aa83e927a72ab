export * from './chapter';
export * from './messages';
export * as scriptureEndpoints from './scripture-endpoints';
export * from './scripture-schemas';
export * from './scripture-search';
export * from './scripture-search-schemas';
export * from './translations';
