export { default } from '../../features/about/components/AboutPage';
