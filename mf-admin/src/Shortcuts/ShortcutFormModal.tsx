import { useMemo, useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { PROFILES, SHORTCUT_LIMITS, canSaveShortcut, shortcutFields, type Shortcut, type UploadedFile } from '@portal/shared';
import { ApiError } from '@portal/shared/react';
import { formRules, isFormField, useGroups } from '@portal/shared/pages';
import { useCreateShortcut, useUpdateShortcut } from './api';
import { ImagePicker, type ImageValue } from './ImagePicker';
import { SHORTCUT_TEXTS as T } from './texts';

export interface ShortcutFormModalProps {
  /** the shortcut to edit; null opens an empty form to add one */
  shortcut: Shortcut | null;
  onClose(): void;
}

interface FormValues {
  name: string;
  display_name1: string;
  display_name2: string;
  link_desktop: string;
  link_mobile: string;
  group_ids: number[];
}

type ImageField = 'desktop_image' | 'mobile_image';

// the api's own rules and messages, field by field (group_ids: where the api's refusal shows)
const RULES = formRules(shortcutFields);

function initialValues(shortcut: Shortcut | null): FormValues {
  return {
    name: shortcut?.name ?? '',
    display_name1: shortcut?.display_name1 ?? '',
    display_name2: shortcut?.display_name2 ?? '',
    link_desktop: shortcut?.link_desktop ?? '',
    link_mobile: shortcut?.link_mobile ?? '',
    group_ids: shortcut?.group_ids ?? [],
  };
}

const stored = (url: string | null | undefined): ImageValue => (url ? { kind: 'stored', url } : null);

/** The body's image field: a new file, or left out to keep what is stored (null removes the mobile image). */
function imageBody(value: ImageValue, before: string | null): UploadedFile | null | undefined {
  if (value?.kind === 'new') return value.file;
  if (value === null && before) return null;
  return undefined;
}

/** Add / edit an app (spec 2.8, 5): Save is enabled only when the spec's fields and a desktop image are set. */
export function ShortcutFormModal({ shortcut, onClose }: ShortcutFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const create = useCreateShortcut();
  const update = useUpdateShortcut();
  const groups = useGroups();
  const editing = shortcut !== null;
  const [desktop, setDesktop] = useState<ImageValue>(stored(shortcut?.desktop_image));
  const [mobile, setMobile] = useState<ImageValue>(stored(shortcut?.mobile_image));
  const [imageErrors, setImageErrors] = useState<Partial<Record<ImageField, string>>>({});
  // the two profiles only narrow the group list (spec 9: only two profile ids are offered)
  const [profiles, setProfiles] = useState<number[]>(PROFILES.map((p) => p.id));
  const [saving, setSaving] = useState(false);
  const name = Form.useWatch('name', form) ?? '';
  const appName = Form.useWatch('display_name1', form) ?? '';
  const description = Form.useWatch('display_name2', form) ?? '';
  const linkDesktop = Form.useWatch('link_desktop', form) ?? '';
  const linkMobile = Form.useWatch('link_mobile', form) ?? '';
  // the watched value itself (a `?? []` here would be a new array each render and rebuild the options every time)
  const chosenGroups = Form.useWatch('group_ids', form);
  const ready = canSaveShortcut({
    name,
    display_name1: appName,
    display_name2: description,
    link_desktop: linkDesktop,
    link_mobile: linkMobile,
    hasDesktopImage: desktop !== null,
  });

  const groupOptions = useMemo(
    () => (groups.data ?? []).filter((g) => profiles.includes(g.profile_id) || (chosenGroups ?? []).includes(g.id)).map((g) => ({ value: g.id, label: g.name })),
    [groups.data, profiles, chosenGroups],
  );

  async function handleFinish(formValues: FormValues) {
    if (!desktop) return;
    setSaving(true);
    setImageErrors({});
    const fields = { ...formValues, group_ids: formValues.group_ids ?? [] };
    try {
      if (editing) {
        await update.mutateAsync({
          id: shortcut.id,
          body: { ...fields, desktop_image: imageBody(desktop, shortcut.desktop_image) ?? undefined, mobile_image: imageBody(mobile, shortcut.mobile_image) },
        });
      } else {
        await create.mutateAsync({ ...fields, desktop_image: (desktop as Extract<ImageValue, { kind: 'new' }>).file, mobile_image: mobile?.kind === 'new' ? mobile.file : null });
      }
      message.success(editing ? T.updated : T.created);
      onClose();
    } catch (error) {
      handleSaveError(error);
    } finally {
      setSaving(false);
    }
  }

  function handleSaveError(error: unknown) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.field) {
      // spec 8: a unique value reads 'The {field} already exists.'
      const text = error.status === 409 ? T.duplicate(error.field) : error.message;
      if (isFormField(RULES, error.field)) form.setFields([{ name: error.field, errors: [text] }]);
      if (error.field === 'desktop_image' || error.field === 'mobile_image') setImageErrors({ [error.field]: text });
      message.error(text);
      return;
    }
    message.error(editing ? T.updateFailed : T.createFailed);
  }

  return (
    <Modal
      open
      title={editing ? T.form.editTitle : T.form.createTitle}
      okText={T.form.save}
      cancelText={T.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready, title: ready ? undefined : T.form.saveHint }}
      mask={{ closable: false }}
      width={640}
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues(shortcut)} onFinish={handleFinish} requiredMark data-testid="shortcut-form">
        <Form.Item name="name" label={T.form.name} required rules={RULES.name}>
          <Input autoFocus autoComplete="off" count={{ show: true, max: SHORTCUT_LIMITS.name }} />
        </Form.Item>
        <Form.Item name="display_name1" label={T.form.display_name1} required rules={RULES.display_name1}>
          <Input autoComplete="off" count={{ show: true, max: SHORTCUT_LIMITS.display_name1 }} />
        </Form.Item>
        <Form.Item name="display_name2" label={T.form.display_name2} required rules={RULES.display_name2}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: SHORTCUT_LIMITS.display_name2 }} />
        </Form.Item>
        <Form.Item name="link_desktop" label={T.form.link_desktop} required rules={RULES.link_desktop}>
          <Input type="url" inputMode="url" autoComplete="off" placeholder={T.form.linkPlaceholder} />
        </Form.Item>
        <Form.Item name="link_mobile" label={T.form.link_mobile} required rules={RULES.link_mobile}>
          <Input type="url" inputMode="url" autoComplete="off" placeholder={T.form.linkPlaceholder} />
        </Form.Item>
        <Form.Item label={T.form.profiles} htmlFor="shortcut-profiles">
          <Select
            id="shortcut-profiles"
            mode="multiple"
            value={profiles}
            onChange={setProfiles}
            placeholder={T.form.profilesPlaceholder}
            options={PROFILES.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="group_ids" label={T.form.groups} extra={T.form.groupsHint}>
          <Select mode="multiple" allowClear placeholder={T.form.groupsPlaceholder} options={groupOptions} loading={groups.isPending} optionFilterProp="label" />
        </Form.Item>
        <ImagePicker label={T.form.desktop_image} required value={desktop} onChange={setDesktop} serverError={imageErrors.desktop_image} testId="shortcut-desktop-image" />
        <ImagePicker label={T.form.mobile_image} value={mobile} onChange={setMobile} serverError={imageErrors.mobile_image} testId="shortcut-mobile-image" />
        {!ready && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {T.form.saveHint}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
