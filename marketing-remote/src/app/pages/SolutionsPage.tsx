export { default } from '../../features/solutions/components/SolutionsPage';
