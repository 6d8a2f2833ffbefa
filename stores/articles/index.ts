export { ArticlesApi, ARTICLE_PATHS } from './articlesApi';
