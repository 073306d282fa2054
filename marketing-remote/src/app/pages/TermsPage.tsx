export { default } from '../../features/legal/components/TermsPage';
