/** /app/admin/aov/{tags,heroes,skins}/temp: the crawl staging area. */
export { StagingPage } from './StagingPage';
