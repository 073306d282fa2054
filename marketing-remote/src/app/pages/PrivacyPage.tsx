export { default } from '../../features/legal/components/PrivacyPage';
