export * from './build';
export * from './export';
export * from './findings';
export * from './input';
export * from './query';
export * from './sections';
export * from './rank';
export * from './fact-questions';
