export { QuestionCard, type QuestionCardProps } from './QuestionCard';
export { PollCard, type PollCardProps } from './PollCard';
