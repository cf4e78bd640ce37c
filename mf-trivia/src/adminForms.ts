// Exposed as `./adminForms`: the create forms and item views of /admin-trivia, the same components (not copies), for
// the calendar remote's /new-calendar (spec 2.17: its 'Create New event' selector shows the matching create form and a
// calendar click shows the item's detail). They render inside the shell's antd providers, query client and
// permission context, and check admin_trivia add / edit / delete themselves (the api checks again).
export { CreateQuestionForm, type CreateQuestionFormProps } from './AdminTrivia/CreateQuestionForm';
export { CreatePollForm, type CreatePollFormProps } from './AdminTrivia/CreatePollForm';
export { QuestionView, type QuestionViewProps } from './AdminTrivia/QuestionView';
export { PollView, type PollViewProps } from './AdminTrivia/PollView';
