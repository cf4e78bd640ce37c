import { useReducer, useRef, useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorText, uploadWithProgress } from '@portal/shared/react';
import { announcementKeys } from '../queries/api';
import { resolveContacts } from '../queries/reference';
import type { EmailDesignerHandle } from '../Editor/EmailDesigner';
import { COMPOSER_MESSAGES, COMPOSER_TEXTS } from '../texts';
import { audienceReducer, EMPTY_AUDIENCE, hasAudience } from './audience';
import { AttachmentField, ImageField } from './fields/FileField';
import { BodyField, type EditorType } from './fields/BodyField';
import { ChannelFields, localInputToIso, NO_CHANNELS, PublishDateField, SubjectField, UploadNotice, type Channels } from './fields/CommonFields';
import { ContactsImportButton } from './ContactsImport';
import { ContactTargetFields, EMPTY_CONTACT_TARGET, hasContactTarget, type ContactTargetState } from './fields/ContactTargetFields';
import { HomeAudienceFields } from './fields/HomeAudienceFields';
import { TestEmails } from './fields/TestEmails';
import { fileField, type PickedFile } from './files';
import { validateAnnouncement, type FieldError } from './validation';

export type AnnouncementFormVariant = 'homeUsers' | 'payroll' | 'benefits';

const CREATE_PATH: Record<AnnouncementFormVariant, string> = {
  homeUsers: '/announcements',
  payroll: '/announcements/ap',
  benefits: '/announcements/ab',
};

type Errors = Partial<Record<FieldError['field'], string>>;

/** Server `field` → the form field that shows it. */
function fieldOf(serverField: string | undefined): FieldError['field'] | null {
  switch (serverField) {
    case 'target':
    case 'groups_ids':
    case 'locations_ids':
    case 'profiles_ids':
    case 'contact_locations':
    case 'contact_roles':
    case 'users':
      return 'audience';
    case 'subject':
      return 'subject';
    case 'info':
      return 'body';
    case 'text':
      return 'smsText';
    case 'image':
      return 'image';
    case 'doc':
      return 'attachment';
    default:
      return null;
  }
}

export interface AnnouncementFormProps {
  variant: AnnouncementFormVariant;
}

/**
 * Home Users, All Payroll-Provider Contacts and Benefits Eligible Group composers (spec 2.7, 4, 5): audience,
 * subject, body (default editor or, for the first two, the email designer), picture, attachment, channels,
 * publish date, test emails; Publish asks for confirmation, uploads with progress and goes to /announcements.
 */
export function AnnouncementForm({ variant }: AnnouncementFormProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const designer = useRef<EmailDesignerHandle>(null);

  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [editorType, setEditorType] = useState<EditorType>('default');
  const [image, setImage] = useState<PickedFile | null>(null);
  const [doc, setDoc] = useState<PickedFile | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [channels, setChannels] = useState<Channels>(NO_CHANNELS);
  const [smsText, setSmsText] = useState('');
  const [audience, dispatchAudience] = useReducer(audienceReducer, EMPTY_AUDIENCE);
  const [contactTarget, setContactTarget] = useState<ContactTargetState>(EMPTY_CONTACT_TARGET);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<{ info: string } | null>(null);
  /** undefined: not uploading; null: uploading, size unknown */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [contactsNote, setContactsNote] = useState<string | null>(null);
  const [findingContacts, setFindingContacts] = useState(false);

  const busy = progress !== undefined;
  const hasEditorChoice = variant !== 'benefits';
  const audienceChosen = variant === 'homeUsers' ? hasAudience(audience) : variant === 'payroll' ? hasContactTarget(contactTarget) : true;

  function handleReset() {
    setSubject('');
    setBody('');
    setEditorType('default');
    setImage(null);
    setDoc(null);
    setPublishAt('');
    setChannels(NO_CHANNELS);
    setSmsText('');
    dispatchAudience({ type: 'reset' });
    setContactTarget(EMPTY_CONTACT_TARGET);
    setErrors({});
    setContactsNote(null);
  }

  /** The body as HTML: the editor's, or the designer's export ('Error HTML: ...' when that fails). */
  async function currentInfo(): Promise<string | null> {
    if (editorType === 'default') return body;
    if (!designer.current) {
      void message.error(COMPOSER_TEXTS.designerUnavailable);
      return null;
    }
    try {
      return (await designer.current.exportHtml()).html;
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      void message.error(detail === COMPOSER_TEXTS.designerUnavailable ? detail : COMPOSER_TEXTS.htmlError(detail));
      return null;
    }
  }

  function check(info: string, needsAudience: boolean, withSms: boolean): boolean {
    const problem = validateAnnouncement(
      { hasAudience: audienceChosen, subject, body: info, sms: withSms && channels.sms_checked, smsText },
      { needsAudience: needsAudience && variant !== 'benefits' },
    );
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) void message.error(problem.message);
    return !problem;
  }

  async function handlePublish() {
    const info = await currentInfo();
    if (info === null || !check(info, true, true)) return;
    setPending({ info });
  }

  async function handleSendTest(emails: string[]) {
    const info = await currentInfo();
    if (info === null || !check(info, false, false)) return;
    try {
      if (variant === 'benefits') {
        await api.post('/announcements/email-test-benefits', { subject, info, email: emails, image: fileField(image) }, { timeoutMs: 0 });
      } else {
        await api.post('/announcements/email-test', { subject, info, email: emails, image: fileField(image), doc: fileField(doc), editor_type: editorType }, { timeoutMs: 0 });
      }
      void message.success(COMPOSER_TEXTS.emailSent);
    } catch (e) {
      void message.error(errorText(e, COMPOSER_TEXTS.error));
    }
  }

  async function buildPayload(info: string): Promise<Record<string, unknown> | null> {
    const common = {
      subject: subject.trim(),
      info,
      text: channels.sms_checked ? smsText.trim() : '',
      image: fileField(image),
      createdAt: localInputToIso(publishAt),
    };
    if (variant === 'benefits') {
      // no location and no group = the whole benefits-eligible group (api contract)
      const everyone = audience.everyone;
      return {
        ...common,
        groups_ids: everyone ? [] : audience.groups,
        locations_ids: everyone ? [] : audience.locations,
        email_checked: channels.email_checked,
        sms_checked: channels.sms_checked,
      };
    }
    if (variant === 'homeUsers') {
      return {
        ...common,
        ...channels,
        doc: fileField(doc),
        editor_type: editorType,
        target: audience.everyone ? 'everyone' : 'specific',
        locations_ids: audience.locations,
        groups_ids: audience.groups,
        profiles_ids: audience.profiles,
      };
    }
    // Payroll-provider contacts: resolved here as spec 4 says, so the sender sees how many before anything goes out.
    const contacts = await resolveContacts(contactTarget);
    if (contacts.length === 0) {
      setContactsNote(COMPOSER_MESSAGES.noContacts);
      void message.error(COMPOSER_MESSAGES.noContacts);
      return null;
    }
    setContactsNote(COMPOSER_TEXTS.contactsFound(contacts.length));
    return {
      ...common,
      ...channels,
      doc: fileField(doc),
      editor_type: editorType,
      target: contactTarget.everyone ? 'everyone' : 'specific',
      contact_locations: contactTarget.locations,
      contact_roles: contactTarget.roles,
      users: contacts.map((c) => c.id),
    };
  }

  /** Shows how many contacts the target reaches before anything is sent (spec 4, contact resolution). */
  async function handleFindContacts() {
    setFindingContacts(true);
    try {
      const contacts = await resolveContacts(contactTarget);
      setContactsNote(contacts.length === 0 ? COMPOSER_MESSAGES.noContacts : COMPOSER_TEXTS.contactsFound(contacts.length));
    } catch (e) {
      void message.error(errorText(e, COMPOSER_TEXTS.error));
    } finally {
      setFindingContacts(false);
    }
  }

  async function handleConfirm() {
    if (!pending) return;
    const { info } = pending;
    setPending(null);
    setProgress(null);
    try {
      const payload = await buildPayload(info);
      if (!payload) return;
      await uploadWithProgress('POST', CREATE_PATH[variant], payload, { onProgress: setProgress });
      void message.success(COMPOSER_TEXTS.created);
      handleReset();
      await client.invalidateQueries({ queryKey: announcementKeys.all });
      navigate('/announcements');
    } catch (e) {
      const field = e instanceof ApiError ? fieldOf(e.field) : null;
      const text = errorText(e, COMPOSER_TEXTS.error);
      if (field) setErrors({ [field]: text });
      void message.error(text);
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Flex vertical gap="middle" data-testid={`form-${variant}`}>
      {variant === 'homeUsers' && <HomeAudienceFields value={audience} dispatch={dispatchAudience} error={errors.audience} disabled={busy} />}
      {variant === 'benefits' && (
        <Flex vertical gap={4}>
          <HomeAudienceFields value={audience} dispatch={dispatchAudience} error={errors.audience} disabled={busy} />
          <Typography.Text type="secondary">{COMPOSER_TEXTS.benefitsAudienceHint}</Typography.Text>
        </Flex>
      )}
      {variant === 'payroll' && (
        <Flex vertical gap={4}>
          <ContactsImportButton disabled={busy} />
          <ContactTargetFields
            value={contactTarget}
            onChange={(next) => {
              setContactTarget(next);
              setContactsNote(null);
            }}
            error={errors.audience}
            disabled={busy}
          />
          <Button style={{ alignSelf: 'flex-start' }} disabled={busy || !hasContactTarget(contactTarget)} loading={findingContacts} onClick={() => void handleFindContacts()}>
            {COMPOSER_TEXTS.findContacts}
          </Button>
          {contactsNote && (
            <Typography.Text type={contactsNote === COMPOSER_MESSAGES.noContacts ? 'danger' : 'secondary'} role="status" data-testid="contacts-note">
              {contactsNote}
            </Typography.Text>
          )}
        </Flex>
      )}
      <SubjectField value={subject} onChange={setSubject} error={errors.subject} disabled={busy} />
      <BodyField
        editorType={editorType}
        onEditorTypeChange={hasEditorChoice ? setEditorType : undefined}
        value={body}
        onChange={setBody}
        designerRef={designer}
        error={errors.body}
        disabled={busy}
      />
      <ImageField value={image} onChange={setImage} disabled={busy} />
      {variant !== 'benefits' && <AttachmentField value={doc} onChange={setDoc} disabled={busy} />}
      <ChannelFields
        value={channels}
        onChange={setChannels}
        smsText={smsText}
        onSmsTextChange={setSmsText}
        smsError={errors.smsText}
        offer={variant === 'benefits' ? ['email_checked', 'sms_checked'] : undefined}
        disabled={busy}
      />
      <PublishDateField value={publishAt} onChange={setPublishAt} disabled={busy} />
      <TestEmails onSend={handleSendTest} disabled={busy} />
      {busy && <UploadNotice percent={progress ?? null} />}
      <Flex gap="small" wrap>
        <Button type="primary" onClick={() => void handlePublish()} disabled={busy} loading={busy}>
          {COMPOSER_TEXTS.publish}
        </Button>
        <Button onClick={handleReset} disabled={busy}>
          {COMPOSER_TEXTS.reset}
        </Button>
      </Flex>
      <Modal
        open={pending !== null}
        title={COMPOSER_TEXTS.confirmTitle}
        onCancel={() => setPending(null)}
        footer={[
          <Button key="no" onClick={() => setPending(null)}>
            {COMPOSER_TEXTS.no}
          </Button>,
          <Button key="yes" type="primary" onClick={() => void handleConfirm()}>
            {COMPOSER_TEXTS.yes}
          </Button>,
        ]}
      >
        {COMPOSER_TEXTS.confirmText}
      </Modal>
    </Flex>
  );
}
