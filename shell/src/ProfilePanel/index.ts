export * from './ProfilePanel';
