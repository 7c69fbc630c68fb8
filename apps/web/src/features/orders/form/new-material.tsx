import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { NewMaterialOffer } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';

const MaterialDrawer = lazy(() =>
  import('../../materials/material-drawer').then((m) => ({ default: m.MaterialDrawer })),
);

interface NewMaterial {
  /** What the material search offers for a text the catalogue does not have (§2). */
  offer: NewMaterialOffer;
  /** Opens the material drawer with `description`; `onCreated` gets the saved material. */
  start: (description: string, onCreated: (material: CompanyMaterialRecord) => void) => void;
}

const NewMaterialContext = createContext<NewMaterial>({ offer: null, start: () => undefined });

export const useNewMaterial = () => useContext(NewMaterialContext);

/**
 * The order form's quick-create and Request New Material (§2): the material search of any line
 * opens the materials page's own drawer, filled with the typed description; the saved material
 * goes on the line it was typed in.
 */
export function NewMaterialProvider({
  offer,
  children,
}: {
  offer: NewMaterialOffer;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<{
    description: string;
    onCreated: (material: CompanyMaterialRecord) => void;
    key: number;
  } | null>(null);
  const value = useMemo<NewMaterial>(
    () => ({
      offer,
      start: (description, onCreated) => setPending({ description, onCreated, key: Date.now() }),
    }),
    [offer],
  );
  return (
    <NewMaterialContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {pending && offer ? (
          <MaterialDrawer
            key={pending.key}
            mode={{ kind: offer, description: pending.description }}
            canEdit
            onClose={() => setPending(null)}
            onSaved={(material) => pending.onCreated(material)}
            onDuplicate={() => undefined}
          />
        ) : null}
      </Suspense>
    </NewMaterialContext.Provider>
  );
}
