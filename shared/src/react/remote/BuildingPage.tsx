export const BUILDING_TEXT = 'This area is being built';

export interface BuildingPageProps {
  title: string;
}

/**
 * Stand-in for a page a later change delivers; keeps the route, its guard and the sidebar entry real. Plain markup:
 * `@portal/shared/react` is one shared module, and any antd import in it would put antd on the shell's first paint.
 */
export function BuildingPage({ title }: BuildingPageProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }} data-testid="building-page">
      <h2 style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{title}</h2>
      <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.45)' }}>{BUILDING_TEXT}</p>
    </div>
  );
}
