export { ArticleLibrary } from './articleLibrary';
export { registerArticleRoutes, ARTICLE_API } from './articleRoutes';
export { checkArticles, formatArticleFinding, type ArticleFinding } from './checkArticles';
export { articleSeo } from './articleService';
export { classifyArticleFile } from './articleChange';
