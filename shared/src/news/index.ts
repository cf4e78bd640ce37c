export * from './messages';
export * from './policy';
export * from './schemas';
export * from './timeLabel';
