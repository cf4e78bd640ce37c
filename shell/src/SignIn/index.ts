export * from './SignIn';
