export { default } from '../../features/bio/components/BioPage';
