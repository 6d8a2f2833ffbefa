export * from './SocialSignInStore';
