import { useState } from 'react';
import { App, Button, Input, Modal, Select } from 'antd';
import { errorText } from '@portal/shared/react';
import { useGroups } from '@portal/shared/pages';
import { slugify } from '@portal/shared/knowledge';
import type { KnowledgeCategory } from '@portal/shared/knowledge/schemas';
import { useCategories, useCreateCategory } from '../api';
import { KB_TEXTS, KNOWLEDGE_TOASTS } from '../texts';

export interface RepositoryDialogProps {
  open: boolean;
  value: KnowledgeCategory | null;
  onChoose: (category: KnowledgeCategory) => void;
  onClose: () => void;
}

/** Assign to an existing knowledge base or create a new one (spec 2.14); a new one can be limited to groups. */
export function RepositoryDialog({ open, value, onChoose, onClose }: RepositoryDialogProps) {
  const { message } = App.useApp();
  const categories = useCategories();
  const groups = useGroups({ enabled: open });
  const create = useCreateCategory();
  const [chosen, setChosen] = useState<number | null>(value?.id ?? null);
  const [name, setName] = useState('');
  const [groupIds, setGroupIds] = useState<number[]>([]);

  const handleSelect = () => {
    const category = categories.data?.find((c) => c.id === chosen);
    if (category) onChoose(category);
  };
  const handleCreate = async () => {
    try {
      // spec 5: the new name is not checked for emptiness here; the service refuses an empty one with its message
      const category = await create.mutateAsync({ name, slug: slugify(name), group_ids: groupIds });
      message.success(KNOWLEDGE_TOASTS.knowledgeBaseCreated);
      setName('');
      setGroupIds([]);
      onChoose(category);
    } catch (error) {
      message.error(errorText(error, KNOWLEDGE_TOASTS.textOrUrlFailed));
    }
  };
  return (
    <Modal open={open} title={KB_TEXTS.repositoryDialog} onCancel={onClose} footer={null} destroyOnHidden>
      <label className="kb-field">
        <span>{KB_TEXTS.existing}</span>
        <Select
          aria-label={KB_TEXTS.existing}
          loading={categories.isPending}
          value={chosen ?? undefined}
          onChange={setChosen}
          showSearch={{ optionFilterProp: 'label' }}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </label>
      <Button type="primary" disabled={chosen === null} onClick={handleSelect}>
        {KB_TEXTS.select}
      </Button>
      <hr />
      <label className="kb-field">
        <span>{KB_TEXTS.newName}</span>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} aria-label={KB_TEXTS.newName} />
      </label>
      <label className="kb-field">
        <span>{KB_TEXTS.onlyGroups}</span>
        <Select
          mode="multiple"
          allowClear
          aria-label={KB_TEXTS.onlyGroups}
          value={groupIds}
          onChange={setGroupIds}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </label>
      <Button onClick={handleCreate} loading={create.isPending}>
        {KB_TEXTS.create}
      </Button>
    </Modal>
  );
}
