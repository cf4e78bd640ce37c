export { IdeaSubmission } from './IdeaSubmission';
