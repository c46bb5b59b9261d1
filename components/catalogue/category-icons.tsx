import AppsIcon from '@mui/icons-material/Apps';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BuildIcon from '@mui/icons-material/Build';
import GenericCategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ForestIcon from '@mui/icons-material/Forest';
import GridOnIcon from '@mui/icons-material/GridOn';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import ScienceIcon from '@mui/icons-material/Science';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WeekendIcon from '@mui/icons-material/Weekend';
import type { SvgIconComponent } from '@mui/icons-material';

/** An icon per category; unknown categories get the generic one. */
const ICONS: Record<string, SvgIconComponent> = {
  Alle: AppsIcon,
  Diverse: Inventory2Icon,
  'EDEN Hageprodukter': LocalFloristIcon,
  Gulvbeskyttelse: GridOnIcon,
  Lærpleie: WeekendIcon,
  Møbelpolish: AutoAwesomeIcon,
  Reparasjonsprodukter: BuildIcon,
  Spesialprodukter: ScienceIcon,
  Tekstil: CheckroomIcon,
  Treolje: WaterDropIcon,
  Trepleie: ForestIcon,
};

export function CategoryIcon({ category }: { category: string }) {
  const Icon = ICONS[category] ?? GenericCategoryIcon;
  return <Icon aria-hidden focusable="false" data-icon={ICONS[category] ? category : 'generic'} />;
}
