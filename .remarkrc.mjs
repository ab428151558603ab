/**
 * remark (`npm run lint:links`, a stage of `npm test`): every relative link and `#anchor` in the
 * repository's Markdown goes somewhere, with GitHub's heading slugs. Only local files are checked:
 * no URL is fetched.
 */
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
